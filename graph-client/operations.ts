import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Kind, parse, visit, type DefinitionNode, type DocumentNode, type FragmentDefinitionNode } from 'graphql';

const DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'operations');

/** Every named operation the facade runs, parsed once at load. Names are unique. */
export const OPERATIONS: ReadonlyMap<string, DocumentNode> = (() => {
  const docs = readdirSync(DIR)
    .filter((f) => f.endsWith('.graphql'))
    .sort()
    .map((file) => ({ file, doc: parse(readFileSync(path.join(DIR, file), 'utf8')) }));
  // Fragments are shared across files (an operation may combine several domains' fields).
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const { file, doc } of docs) {
    for (const d of doc.definitions) {
      if (d.kind !== Kind.FRAGMENT_DEFINITION) continue;
      if (fragments.has(d.name.value)) throw new Error(`${file}: duplicate fragment ${d.name.value}`);
      fragments.set(d.name.value, d);
    }
  }
  const ops = new Map<string, DocumentNode>();
  for (const { file, doc } of docs) {
    for (const def of doc.definitions) {
      if (def.kind === Kind.FRAGMENT_DEFINITION) continue;
      if (def.kind !== Kind.OPERATION_DEFINITION || !def.name) throw new Error(`${file}: only named operations and fragments`);
      if (ops.has(def.name.value)) throw new Error(`${file}: duplicate operation ${def.name.value}`);
      ops.set(def.name.value, { kind: Kind.DOCUMENT, definitions: [def, ...fragmentsUsedBy(def, fragments)] });
    }
  }
  return ops;
})();

/** The fragments a definition spreads, transitively (GraphQL refuses unused ones). */
function fragmentsUsedBy(root: DefinitionNode, all: Map<string, FragmentDefinitionNode>): FragmentDefinitionNode[] {
  const used = new Map<string, FragmentDefinitionNode>();
  const walk = (node: DefinitionNode) =>
    visit(node, {
      FragmentSpread(spread) {
        const f = all.get(spread.name.value);
        if (f && !used.has(f.name.value)) {
          used.set(f.name.value, f);
          walk(f);
        }
      },
    });
  walk(root);
  return [...used.values()];
}

export type OperationName =
  | 'Authenticate'
  | 'VerifyOperatorToken'
  | 'StartOperatorSession'
  | 'OperatorSessionIsLive'
  | 'EndOperatorSession'
  | 'SubgraphStatus'
  | 'Traits'
  | 'CreateSurvey'
  | 'GetSurvey'
  | 'ListSurveys'
  | 'UpdateSurvey'
  | 'StopSurvey'
  | 'DuplicateSurvey'
  | 'Templates'
  | 'Playbooks'
  | 'Playbook'
  | 'StartPlaybook'
  | 'SearchSurveys'
  | 'DeleteSurvey'
  | 'ListProjects'
  | 'CreateProject'
  | 'UpdateProject'
  | 'ListTags'
  | 'CreateTag'
  | 'UpdateTag'
  | 'ListTeamMembers'
  | 'PublishSurvey'
  | 'CreditBalance'
  | 'ListOrders'
  | 'GetOrder'
  | 'CreateCreditPackOrder'
  | 'CreateBillingPortalSession'
  | 'ClaimIdempotencyKey'
  | 'CompleteIdempotencyKey'
  | 'ReleaseIdempotencyKey'
  | 'ReceiveProviderEvent'
  | 'SurveyResults'
  | 'SurveyResponses'
  | 'SurveyResultsAndResponses'
  | 'RateResponse'
  | 'DeleteResponseRating'
  | 'PinResponse'
  | 'SendFollowup'
  | 'Followups'
  | 'ListWebhookEndpoints'
  | 'GetWebhookEndpoint'
  | 'CreateWebhookEndpoint'
  | 'UpdateWebhookEndpoint'
  | 'DeleteWebhookEndpoint'
  | 'AuthenticateDownloadToken'
  | 'SurveyExports'
  | 'CsvExportReady'
  | 'HelpSearch'
  | 'HelpArticle'
  | 'UploadMedia'
  | 'GenerateImages'
  | 'EnterSurvey'
  | 'RespondentStep'
  | 'AnswerScreener'
  | 'AnswerQuestion'
  | 'UploadRespondentRecording'
  | 'PreviewStep'
  | 'CheckPreviewAnswer'
  | 'ShareLinks'
  | 'CreateShareLink'
  | 'RevokeShareLink'
  | 'SharedSurvey'
  | 'SurveyProgress'
  | 'ResultsSurvey'
  | 'ProjectPage'
  | 'SurveyReports'
  | 'SignUp'
  | 'SignIn'
  | 'ConsoleCaller'
  | 'EndConsoleSession'
  | 'TeamApiKeys'
  | 'CreateTeamApiKey'
  | 'RevokeTeamApiKey'
  | 'TeamPage'
  | 'InviteMember'
  | 'RevokeInvitation'
  | 'Invitation'
  | 'AcceptInvitation'
  | 'ChangeMemberRole'
  | 'RemoveMember'
  | 'EndpointAttempts'
  | 'RedeliverToEndpoint'
  | 'ChangePassword'
  | 'OAuthClient'
  | 'SaveOAuthCode'
  | 'OAuthCode'
  | 'ConsumeOAuthCode'
  | 'SaveOAuthTokens'
  | 'OAuthRefreshToken'
  | 'RevokeOAuthRefreshToken'
  | 'RevokeOAuthToken'
  | 'RevokeOAuthGrantOfSecret'
  | 'RevokeOAuthGrant'
  | 'TeamOAuthClients'
  | 'RegisterOAuthClient'
  | 'RemoveOAuthClient'
  | 'DisconnectApp'
  | 'DisableWebhookEndpoint'
  | 'MyTeams'
  | 'SwitchConsoleTeam';

export function operation(name: OperationName): DocumentNode {
  const doc = OPERATIONS.get(name);
  if (!doc) throw new Error(`no operation ${name} in graph-client/operations`);
  return doc;
}
