import { bearer, json } from '../../helpers/http';
import { TEST_OPERATOR_TOKEN, type TestService } from '../../helpers/service';

/**
 * What the two GraphQL sweep files share (issue 36): the operator's call, and the lists that make
 * the served schema's Mutation type the list of operations to sweep.
 */

/** A GraphQL call as an HTTP answer: 200 with data, or the error's code as the status the sweep checks. */
export function operatorGraphql(service: () => TestService) {
  return async (query: string, variables: Record<string, unknown>): Promise<Response> => {
    const res = await fetch(`${service().url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...bearer(TEST_OPERATOR_TOKEN) },
      body: JSON.stringify({ query, variables }),
    });
    const body = await json(res);
    const code: string | undefined = body.errors?.[0]?.extensions?.code;
    // The sweep compares statuses: a user error is a 4xx, anything the server failed at a 500.
    const status = res.status !== 200 ? res.status : !code ? 200 : code === 'INTERNAL_SERVER_ERROR' || code === 'DOWNSTREAM_SERVICE_ERROR' ? 500 : 409;
    return new Response(JSON.stringify(body), { status });
  };
}

/** The data of a GraphQL answer the sweep expects to succeed (a prepare step). */
export async function dataOf(res: Response): Promise<any> {
  const body = await json(res);
  if (res.status !== 200) throw new Error(`GraphQL call failed: ${JSON.stringify(body)}`);
  return body.data;
}

/** Mutations swept in graphql-surveys.test.ts (surveys and responses); that file checks it sweeps exactly these. */
export const SWEPT_WITH_SURVEYS = [
  'publishSurvey',
  'stopSurvey',
  'createSurvey',
  'updateSurvey',
  'duplicateSurvey',
  'deleteSurvey',
  'rateResponse',
  'deleteResponseRating',
  'pinResponse',
  'sendFollowup',
  'answerFollowup',
  'declineFollowup',
  'startPlaybook',
  'requestSurveyReports',
  'recordPanelSubmission',
  'enterSurvey',
  'answerQuestion',
  'checkPreviewAnswer',
  'answerScreener',
  'uploadRespondentRecording',
];

/** Served mutations not swept yet: listed, so that only a new one fails. */
export const PENDING: string[] = [];
