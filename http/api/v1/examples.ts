/**
 * One realistic example per named v1 object (the `examples` of its schema, shown in the OpenAPI
 * document; the linters check each against its schema): the same oat milk survey as v2's
 * examples (http/api/v2/examples.ts), with v1's GUIDs.
 */

const at = (time: string) => `2026-11-20T${time}.000Z`;

const ID = {
  survey: '0197b3f2-c1d4-7a0e-9c55-e1f0a4b2d6c8',
  question: '0197b3f2-c1d7-7b21-a3f0-4c9d8e6a1b25',
  yellow: '0197b3f2-c1d8-7c4e-8a2b-5f6e9d3c7a10',
  green: '0197b3f2-c1d8-7c4e-8a2b-5f6e9d3c7a11',
  response: '0197b4a6-d2e1-7f3a-9b8c-7d6e5f4a3b2c',
  followup: '0197b5c1-a3b2-7d4e-8f5a-6b7c8d9e0f1a',
  project: '0197a0f4-8e6f-7b5c-9d2e-3f4a5b6c7d8e',
};

export const PaginationExample = { page: 1, limit: 20, total: 1, totalPages: 1 };

export const ErrorExample = { error: 'Not Found', message: 'Survey not found.' };

export const SurveyCreateErrorExample = {
  statusCode: 400,
  error: 'Bad Request',
  code: 'parameter_missing',
  param: 'questions',
  message: 'Send exactly one of questions or template.',
};

export const PlaybookStartErrorExample = {
  statusCode: 422,
  error: 'Unprocessable Entity',
  code: 'template_limits_violated',
  param: 'steps.0.blanks.product_description',
  message: 'Step 1: the blank product_description is required.',
  blanks: [{ step: 0, name: 'product_description', placeholder: 'A plant-based protein bar for runners' }],
};

export const HelpSearchErrorExample = { statusCode: 400, error: 'Bad Request', message: 'Invalid q: must NOT have fewer than 1 characters.' };

export const ResponseExample = {
  id: ID.response,
  questionId: ID.question,
  status: 'valid',
  rejectionReason: null,
  pinned: true,
  explanation: 'The yellow one stands out on a shelf full of white cartons.',
  translation: null,
  chosenOption: ID.yellow,
  respondent: [{ trait: 'Age', value: '25-34' }],
  rating: { rating: 'helpful', comment: 'Names a concrete reason: shelf visibility.' },
  createdAt: at('10:02:17'),
};

export const ResponseListExample = { success: true, data: { responses: [ResponseExample], pagination: PaginationExample } };

const option = (id: string, label: string, votes: number, rank: number) => ({ id, label, votes, percentage: votes, rank, isWinner: rank === 1 });

export const SurveyExample = {
  id: ID.survey,
  name: 'Oat milk can design',
  country: 'US',
  currency: 'USD',
  sampleSize: 100,
  numResponses: 100,
  status: 'completed',
  targeting: ['gender-female'],
  reporting: ['age'],
  reportingDefaultsApplied: [],
  tags: [{ id: 'tag_0197a0f58f707c6d8e3f4a5b6c7d8e9f', name: 'packaging' }],
  projects: [{ id: ID.project, name: 'Spring launch' }],
  surveyUrl: `https://surveys.example.com/results/${ID.survey}`,
  surveyIntent: 'Pick the can colour for the spring launch',
  externalId: 'campaign-2026-11-oat',
  template: null,
  questions: [
    {
      id: ID.question,
      type: 'single_select',
      variant: '',
      value: 'Which can would you pick up first?',
      translation: null,
      likertScale: '',
      options: [
        { id: ID.yellow, label: 'Sunrise yellow', value: 'https://cdn.example.com/cans/yellow.png', type: 'image', translation: null, imageSetDirection: null, mockupType: null },
        { id: ID.green, label: 'Forest green', value: 'https://cdn.example.com/cans/green.png', type: 'image', translation: null, imageSetDirection: null, mockupType: null },
      ],
      results: {
        totalResponses: 100,
        winningOptionId: ID.yellow,
        averageScore: null,
        options: [option(ID.yellow, 'Sunrise yellow', 64, 1), option(ID.green, 'Forest green', 36, 2)],
      },
      responses: [ResponseExample],
      ai: {
        summary: 'Most chose the yellow can because it stands out on the shelf; those who chose green found it calmer and more natural.',
        themes: [{ label: 'stands out', count: 41, share: 0.41, phrases: ['stands out', 'eye-catching'], quotes: [ID.response] }],
        language: 'en',
        method: 'wink-nlp',
        computedAt: at('12:30:00'),
        responses: 100,
      },
    },
  ],
  cost: {
    amount: 200,
    balance: 120,
    currency: 'USD',
    canPayWithBalance: false,
    quotedCreditsCost: 100,
    creditsCostSubtotal: 100,
    discounts: [],
    discountsMoney: [],
    planRequired: 'none',
  },
  completionEstimate: { bucket: 'under_1_hour', estimatedMinutes: 30, status: 'on_track' },
  duplicatedFrom: null,
};

export const SurveyListExample = {
  success: true,
  data: [
    {
      id: ID.survey,
      name: 'Oat milk can design',
      url: `https://surveys.example.com/results/${ID.survey}`,
      status: 'completed',
      type: 'single_select',
      countryCode: 'US',
      sampleSize: 100,
      numResponses: 100,
      createdAt: at('09:15:02'),
      publishedAt: at('09:20:41'),
      completedAt: at('10:48:30'),
      creatorName: 'Ana Alvarez',
      targeting: ['gender-female'],
      tags: [{ id: 'tag_0197a0f58f707c6d8e3f4a5b6c7d8e9f', name: 'packaging' }],
      projects: [{ id: ID.project, name: 'Spring launch' }],
      externalId: 'campaign-2026-11-oat',
      template: null,
      elements: [{ id: ID.question, question: 'Which can would you pick up first?', subtype: 'single_select', variant: null, position: 1 }],
    },
  ],
  pagination: PaginationExample,
};

export const FollowupAnswerExample = {
  id: ID.followup,
  responseId: ID.response,
  questionId: ID.question,
  question: 'What about the yellow can caught your eye first?',
  answer: 'The colour: it looks like a sunny morning.',
  respondedAt: at('13:05:10'),
  refunded: false,
  status: 'answered',
  creditsCharged: 1,
  expiresAt: '2026-11-23T12:40:00.000Z',
};
