import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { FacadeDeps } from '../../deps';
import { signedInFor } from '../guards';
import { render, type PageContext } from '../render';
import { consoleCaller } from '../session';
import { ListSurveysDocument } from '../../../graph-client/generated';

const signedIn = signedInFor('/console/surveys');

const ListQuery = Type.Object({ cursor: Type.Optional(Type.String({ maxLength: 200 })) }, { additionalProperties: false });
const PAGE = 25;

/** The team's surveys in the mode the console shows: status, responses, cost, each linking to its results page (its `url`) and its preview. */
export const surveyRoutes = ({ graph }: FacadeDeps, page: PageContext) =>
  async function (app: FastifyInstance) {
    app.get<{ Querystring: Static<typeof ListQuery> }>('/surveys', { schema: { querystring: ListQuery }, preHandler: signedIn }, async (request, reply) => {
      const { surveys } = await graph.run(ListSurveysDocument, { limit: PAGE, cursor: request.query.cursor ?? null }, consoleCaller(request));
      return render(reply, request, 'surveys', {
        title: 'Surveys',
        surveys: surveys.nodes,
        next: surveys.hasMore ? surveys.nextCursor : null,
        resultsBase: `${page.baseUrl()}/results/`,
      });
    });
  };
