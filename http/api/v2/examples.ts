/**
 * One realistic example per named v2 object (the `examples` of its schema, shown in the OpenAPI
 * document; the linters check each against its schema). One team's world: a draft about oat milk
 * cans, published and answered, paid from a credit pack; ids are UUIDv7s in v2 form.
 */

const at = (time: string) => `2026-11-20T${time}.000Z`;
const list = <T>(item: T) => ({ object: 'list' as const, data: [item], hasMore: false, nextCursor: null });

const ID = {
  team: 'tm_0197a0c2e3f47b1c9d2e8f3a4b5c6d7e',
  user: 'usr_0197a0c2e3f87c2d8e3f9a4b5c6d7e8f',
  survey: 'srv_0197b3f2c1d47a0e9c55e1f0a4b2d6c8',
  question: 'qst_0197b3f2c1d77b21a3f04c9d8e6a1b25',
  yellow: 'opt_0197b3f2c1d87c4e8a2b5f6e9d3c7a10',
  green: 'opt_0197b3f2c1d87c4e8a2b5f6e9d3c7a11',
  response: 'rsp_0197b4a6d2e17f3a9b8c7d6e5f4a3b2c',
  order: 'ord_0197b3f4a2e17d3fb1c26e8a9f4d5b07',
  packOrder: 'ord_0197a0d15b3c7e2f8a9b0c1d2e3f4a5b',
  bucket: 'cbk_0197a0d26c4d7f3a9b0c1d2e3f4a5b6c',
  endpoint: 'whk_0197a0e37d5e7a4b8c1d2e3f4a5b6c7d',
  testEvent: 'evt_0197b3f6c4a37f5b9d4e3f2a1b0c9d8e',
  media: 'med_0197b3e1f0a27b5c9d3e4f5a6b7c8d9e',
  generated: 'med_0197b3e2a1b37c6d8e4f5a6b7c8d9e0f',
};

export const ErrorExample = {
  error: { type: 'invalid_request_error', code: 'parameter_missing', message: 'Missing required parameter: pack.', param: 'pack' },
  requestId: 'req_0197b3f5b3f27e4a8c3d2e1f0a9b8c7d',
};

export const MeExample = {
  object: 'me',
  team: { object: 'team', id: ID.team, name: 'Acme Research' },
  user: { object: 'user', id: ID.user, email: 'ana@acme.example', name: 'Ana Alvarez' },
  apiKey: { object: 'api_key', name: 'reporting pipeline', scopes: ['read', 'write', 'spend'], livemode: true },
};

export const QuestionOptionExample = {
  object: 'option',
  id: ID.yellow,
  kind: 'image',
  label: 'Sunrise yellow',
  mediaUrl: 'https://cdn.example.com/cans/yellow.png',
  imageSet: [],
  mockup: null,
  product: null,
};

export const QuestionExample = {
  object: 'question',
  id: ID.question,
  type: 'single_select',
  variant: null,
  prompt: 'Which can would you pick up first?',
  context: null,
  likertScale: null,
  options: [QuestionOptionExample, { ...QuestionOptionExample, id: ID.green, label: 'Forest green', mediaUrl: 'https://cdn.example.com/cans/green.png' }],
};

export const CostExample = { amount: 200, credits: 100, discounts: [], quotedAt: at('09:15:02') };

export const CreditBalanceSummaryExample = { object: 'credit_balance', credits: 160, amount: 320, currency: 'USD', coversCost: true };

export const SurveyExample = {
  object: 'survey',
  id: ID.survey,
  name: 'Oat milk can design',
  status: 'unpublished',
  country: 'US',
  sampleSize: 100,
  numResponses: 0,
  targeting: ['gender-female'],
  reporting: ['age'],
  surveyIntent: 'Pick the can colour for the spring launch',
  externalId: 'campaign-2026-11-oat',
  isMiniPoll: false,
  questions: [QuestionExample],
  completionEstimate: { bucket: 'under_1_hour', estimatedMinutes: 30, status: 'on_track' },
  cost: CostExample,
  creditBalance: CreditBalanceSummaryExample,
  createdAt: at('09:15:02'),
  updatedAt: at('09:15:02'),
  publishedAt: null,
  completedAt: null,
  previewUrl: 'https://surveys.example.com/r/preview/4kX9vQ2mTn8LwR5zB7cY1dHf',
  duplicatedFrom: null,
};

export const SurveyListExample = list(SurveyExample);

export const SurveyPublishResultExample = {
  object: 'survey_publish',
  status: 'paid',
  orderId: ID.order,
  creditsUsed: 100,
  cardCharged: 0,
  amount: 200,
  currency: 'USD',
  survey: { ...SurveyExample, status: 'in-progress', creditBalance: { ...CreditBalanceSummaryExample, credits: 60, amount: 120 }, publishedAt: at('09:20:41') },
};

export const ResponseExample = {
  object: 'response',
  id: ID.response,
  survey: ID.survey,
  question: ID.question,
  status: 'valid',
  rejectionReason: null,
  pinned: false,
  explanation: 'The yellow one stands out on a shelf full of white cartons.',
  chosenOption: ID.yellow,
  selectedOptions: null,
  ranking: null,
  matchup: null,
  clicks: null,
  statements: null,
  prices: null,
  score: null,
  media: null,
  mediaTranscription: null,
  respondent: [{ trait: 'Age', value: '25-34' }],
  rating: null,
  createdAt: at('10:02:17'),
};

export const ResponseListExample = list(ResponseExample);

export const OrderExample = {
  object: 'order',
  id: ID.packOrder,
  kind: 'credit_pack',
  status: 'paid',
  livemode: true,
  amount: 200,
  currency: 'USD',
  pack: 'credits_100',
  credits: 100,
  surveyId: null,
  creditsUsed: 0,
  cardCharged: 200,
  checkoutUrl: 'https://checkout.stripe.com/c/pay/cs_live_a1B2c3D4e5F6g7H8',
  createdAt: at('08:40:00'),
  paidAt: at('08:41:12'),
  refundedAt: null,
};

export const OrderCreatedExample = { ...OrderExample, status: 'pending', cardCharged: 0, paidAt: null, orderId: ID.packOrder };

export const OrderListExample = list(OrderExample);

export const CreditBucketExample = {
  object: 'credit_bucket',
  id: ID.bucket,
  source: 'pack',
  credits: 60,
  grantedCredits: 100,
  orderId: ID.packOrder,
  expiresAt: '2027-11-20T08:41:12.000Z',
  createdAt: at('08:41:12'),
};

export const CreditBalanceExample = { object: 'credit_balance', credits: 60, amount: 120, currency: 'USD', livemode: true, buckets: [CreditBucketExample] };

export const BillingPortalSessionExample = { object: 'billing_portal_session', url: 'https://billing.stripe.com/p/session/live_YWNjdF8xTjJi' };

export const TraitExample = { object: 'trait', permalink: 'gender-female', name: 'Gender: Female', category: 'Gender', kind: 'targeting', country: 'US' };

export const TraitListExample = list(TraitExample);

export const WebhookEndpointExample = {
  object: 'webhook_endpoint',
  id: ID.endpoint,
  url: 'https://hooks.example.com/survey-feedback',
  enabledEvents: ['survey.completed', 'order.paid'],
  status: 'enabled',
  disabledReason: null,
  livemode: true,
  createdAt: at('08:30:00'),
  updatedAt: at('08:30:00'),
};

export const WebhookEndpointCreatedExample = { ...WebhookEndpointExample, secret: 'whsec_9f8e7d6c5b4a39281706f5e4d3c2b1a0' };

export const WebhookEndpointDeletedExample = { object: 'webhook_endpoint', id: ID.endpoint, deleted: true };

export const WebhookEndpointListExample = list(WebhookEndpointExample);

export const WebhookTestEventExample = { object: 'webhook_event', id: ID.testEvent, type: 'order.paid', test: true, livemode: true, createdAt: at('08:35:10') };

export const MediaExample = {
  object: 'media',
  id: ID.media,
  url: 'https://surveys.example.com/media/7Qm2xK9pLr4sVt8w/oat-can-front.png',
  resourceType: 'image',
  embedded: false,
  contentType: 'image/png',
  bytes: 48213,
  filename: 'oat-can-front.png',
  sourceUrl: 'https://cdn.example.com/packaging/oat-can-front.png',
  livemode: true,
  createdAt: at('09:05:44'),
};

export const ImageGenerationExample = {
  object: 'image_generation',
  generator: 'mockup',
  prompt: 'oat milk latte can, minimalist Scandinavian packaging',
  size: '1024x1024',
  livemode: false,
  media: [
    {
      ...MediaExample,
      id: ID.generated,
      url: 'https://surveys.example.com/media/Hn3vB8cX1zQ6mW4k/generated-1.png',
      filename: 'generated-1.png',
      bytes: 91834,
      sourceUrl: null,
      livemode: false,
      createdAt: at('09:06:10'),
    },
  ],
};
