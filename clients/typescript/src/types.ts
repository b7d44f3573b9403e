import type { components, operations } from './schema';

/**
 * Named types for the v2 objects: the document's named schemas (`components.schemas`), under
 * names that do not shadow the globals `Error` and `Response`. Request parameters come from the
 * operations that take them.
 */
type Schemas = components['schemas'];
type Body<Op extends keyof operations> = NonNullable<operations[Op]['requestBody']>['content']['application/json'];
type Query<Op extends keyof operations> = NonNullable<operations[Op]['parameters']['query']>;

export type Me = Schemas['Me'];
export type Survey = Schemas['Survey'];
export type SurveyList = Schemas['SurveyList'];
export type Question = Schemas['Question'];
export type QuestionOption = Schemas['QuestionOption'];
export type Cost = Schemas['Cost'];
export type CreditBalanceSummary = Schemas['CreditBalanceSummary'];
export type SurveyPublishResult = Schemas['SurveyPublishResult'];
/** One respondent's answer to one question (the document's `Response`). */
export type SurveyResponse = Schemas['Response'];
export type SurveyResponseList = Schemas['ResponseList'];
export type Order = Schemas['Order'];
export type OrderCreated = Schemas['OrderCreated'];
export type OrderList = Schemas['OrderList'];
export type CreditBalance = Schemas['CreditBalance'];
export type CreditBucket = Schemas['CreditBucket'];
export type BillingPortalSession = Schemas['BillingPortalSession'];
export type Trait = Schemas['Trait'];
export type TraitList = Schemas['TraitList'];
export type WebhookEndpoint = Schemas['WebhookEndpoint'];
/** A new endpoint: the only time its signing secret is shown. */
export type WebhookEndpointCreated = Schemas['WebhookEndpointCreated'];
export type WebhookEndpointDeleted = Schemas['WebhookEndpointDeleted'];
export type WebhookEndpointList = Schemas['WebhookEndpointList'];
export type Media = Schemas['Media'];
export type ImageGeneration = Schemas['ImageGeneration'];

/** The v2 error envelope, `{error: {type, code, message, param}, requestId}` (the document's `Error`). */
export type ErrorEnvelope = Schemas['Error'];
export type ErrorObject = ErrorEnvelope['error'];
export type ErrorType = ErrorObject['type'];

export type SurveyCreateParams = Body<'createSurvey'>;
export type SurveyUpdateParams = Body<'updateSurvey'>;
export type SurveyResponseListParams = Omit<Query<'listSurveyResponses'>, 'cursor'>;
export type SurveyCsvParams = Query<'downloadSurveyCsv'>;
export type OrderCreateParams = Body<'createOrder'>;
export type TraitListParams = Query<'listTraits'>;
export type WebhookEndpointCreateParams = Body<'createWebhookEndpoint'>;
export type WebhookEndpointUpdateParams = Body<'updateWebhookEndpoint'>;
export type MediaCreateParams = Body<'createMedia'>;

/** Paging of every cursor list: `limit` per page; the iterator follows `nextCursor` itself. */
export interface ListParams {
  limit?: number;
}
