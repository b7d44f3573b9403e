import { Type } from '@sinclair/typebox';
import Fastify, { type RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { deferredSchemaOptions } from './deferred-schemas';
import { componentNames, componentRef, surfaceComponents } from './openapi-components';
import { SurveyExample, SurveyListExample } from './v2/examples';
import { V2Error } from './v2/schemas';
import { Survey, SurveyList } from './v2/surveys/schemas';

const route = (schema: RouteOptions['schema']): RouteOptions => ({ method: 'GET', url: '/x', schema, handler: async () => ({}) });

describe('surfaceComponents', () => {
  it('turns every use of a named schema into a reference, keeping what the use adds (a response description)', () => {
    const components = surfaceComponents('v2');
    const out = components.route(route({ response: { 200: { ...SurveyList, description: 'Success.' }, 404: { ...V2Error, description: 'No such survey.' } } }));
    expect(out.schema!.response).toEqual({ 200: { $ref: 'SurveyList#', description: 'Success.' }, 404: { $ref: 'Error#', description: 'No such survey.' } });
    const nested = components.route(route({ response: { 200: Type.Object({ survey: Type.Union([Survey, Type.Null()]) }) } }));
    expect((nested.schema!.response as any)[200].properties.survey.anyOf).toEqual([{ $ref: 'Survey#' }, { type: 'null' }]);
  });

  it('refuses an $id that is not a component of the surface, and a use that changes a component', () => {
    const components = surfaceComponents('v2');
    expect(() => components.route(route({ response: { 200: Type.Object({}, { $id: 'Stranger' }) } }))).toThrow(/"Stranger" is not a named component/);
    expect(() => components.route(route({ response: { 200: { ...Survey, additionalProperties: true } } }))).toThrow(/changes its "additionalProperties"/);
    // v1 has its own Survey: v2's is not one of its components' schemas.
    expect(() => surfaceComponents('v1').route(route({ response: { 200: Survey } }))).toThrow(/changes its/);
  });

  it('names the components for the documents and for post-processing them', () => {
    expect(componentNames('v2')).toContain('WebhookEndpoint');
    expect(componentNames('v1')).toEqual([
      'Error',
      'SurveyCreateError',
      'PlaybookStartError',
      'HelpSearchError',
      'Pagination',
      'Survey',
      'SurveyList',
      'Response',
      'ResponseList',
      'FollowupAnswer',
    ]);
    expect(componentRef('v2', 'Error')).toEqual({ $ref: '#/components/schemas/Error' });
  });

  it('serializes through the references exactly as the inline schemas did: unknown fields dropped at every level', async () => {
    const schemas = deferredSchemaOptions(() => undefined);
    const app = Fastify({ ajv: { onCreate: schemas.ajvOnCreate }, schemaController: schemas.schemaController });
    schemas.attach(app);
    const leaky = {
      ...SurveyListExample,
      secret: 'x',
      data: [{ ...SurveyExample, teamId: 'y', questions: SurveyExample.questions.map((q) => ({ ...q, internal: 1, options: q.options.map((o) => ({ ...o, votes: 3 })) })) }],
    };
    await app.register(async (scope) => {
      const components = surfaceComponents('v2');
      components.register(scope);
      scope.route(components.route({ method: 'GET', url: '/ref', schema: { response: { 200: SurveyList } }, handler: async () => leaky }));
    });
    app.get('/inline', { schema: { response: { 200: SurveyList } } }, async () => leaky);
    await app.ready();
    const [viaRef, inline] = await Promise.all([app.inject('/ref'), app.inject('/inline')]);
    expect(viaRef.statusCode).toBe(200);
    expect(viaRef.body).toBe(inline.body);
    expect(viaRef.json()).toEqual(SurveyListExample);
    await app.close();
  });
});
