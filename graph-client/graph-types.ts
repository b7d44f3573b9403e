import type { QuestionInsight, RejectionReason } from '../subgraphs/surveys';

/**
 * Shapes of the facade's GraphQL results (graph-client/operations/*.graphql). Ids are UUIDs.
 * Statuses are the domain strings (in-progress): GraphClient maps the graph's enum names back
 * (graph-client/graph-enums.ts). Timestamps are the DateTime scalar's ISO strings.
 */
export interface GraphOption {
  id: string;
  kind: string;
  label: string | null;
  mediaUrl: string | null;
  imageSet: string[];
  mockup: Record<string, unknown> | null;
  product: GraphProduct | null;
}

/** A product option's product, every field selected (null when not given). */
export interface GraphProduct {
  asin: string;
  title: string | null;
  currency: string | null;
  image: string | null;
  price: number | null;
  salePrice: number | null;
  rating: number | null;
  reviews: number | null;
  reviewScore: number | null;
  numRatings: number | null;
}

export interface GraphQuestion {
  id: string;
  type: string;
  variant: string | null;
  prompt: string;
  context: { type: string; value: string | null; mediaUrl: string | null } | null;
  likertScale: string | null;
  options: GraphOption[];
  /** GetSurvey with `insights: true`: the stored `ai` insight, null until computed. */
  ai?: QuestionInsight | null;
}

/** The quote as SurveyCoreFields selects it: aliased to the domain Quote's names (`amountUsd: amount`). */
export interface GraphQuote {
  amountUsd: number;
  credits: number;
  subtotalUsd: number;
  subtotalCredits: number;
  currency: string;
  planRequired: string | null;
  quotedAt: string;
  discounts: { kind: 'plan' | 'country' | 'api'; code: string; description: string; percentOff: number; amountUsd: number; credits: number }[];
}

/** The fragment SurveyCoreFields: every survey field both surfaces show. */
export interface GraphSurveyCore {
  id: string;
  name: string;
  country: string;
  sampleSize: number;
  status: 'unpublished' | 'in-progress' | 'completed' | 'archived';
  targeting: string[];
  reporting: string[];
  externalId: string | null;
  surveyIntent: string | null;
  isMiniPoll: boolean;
  numResponses: number;
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
  completedAt: string | null;
  /** `<PUBLIC_BASE_URL>/r/preview/<token>` */
  previewUrl: string;
  /** The survey this one was duplicated from, or null. */
  duplicatedFrom: string | null;
  questions: GraphQuestion[];
  /** null for a stored survey the price table cannot quote (issue 36). */
  quote: GraphQuote | null;
  completionEstimate: { bucket: string; estimatedMinutes: number; status: string } | null;
  /** The owning team's credits in the caller's mode (billing). */
  teamCredits: number;
}

/** The fragment SurveyFields: the core fields and v1's (SurveyV1Fields). */
export interface GraphSurvey extends GraphSurveyCore {
  projects: { id: string; name: string }[];
  tags: { id: string; name: string }[];
  templateId: string | null;
  templateName: string | null;
  template: {
    id: string;
    name: string;
    constraints: {
      questionTypes: string[];
      optionTypes: string[];
      optionCount: { min: number; max: number };
      sampleSizes: string[];
      defaultSampleSize: string;
      countries: string[];
      defaultCountry: string;
    };
  } | null;
}

/** A trait as the Traits operation returns it. */
export interface GraphTrait {
  name: string;
  permalink: string;
  category: string;
  kind: 'TARGETING' | 'REPORTING';
  country: string;
}

/** An order as the billing operations return it. */
export interface GraphOrder {
  id: string;
  kind: 'survey' | 'credit_pack';
  status: 'pending' | 'paid';
  livemode: boolean;
  amount: number;
  currency: string;
  pack: string | null;
  /** Credit pack orders: the credits the pack adds. */
  credits: number | null;
  surveyId: string | null;
  creditsUsed: number;
  cardCharged: number;
  checkoutUrl: string | null;
  createdAt: string;
  paidAt: string | null;
  refundedAt: string | null;
}

export interface GraphCreditBalance {
  credits: number;
  amount: number;
  currency: string;
  livemode: boolean;
  buckets: { id: string; source: string; credits: number; grantedCredits: number; orderId: string | null; expiresAt: string; createdAt: string }[];
}

export interface GraphPublishResult {
  orderId: string;
  status: 'paid';
  creditsUsed: number;
  cardCharged: number;
  amount: number;
  currency: string;
  survey: GraphSurvey;
}

export interface GraphRating {
  /** A rating's id is its response's id (a response has at most one rating). */
  responseId: string;
  rating: 'helpful' | 'not_helpful';
  comment: string | null;
}

/** A response as ResponseFields returns it: answer fields not used by the question's type are null. Option references are UUIDs. */
export interface GraphResponse {
  id: string;
  surveyId: string;
  questionId: string;
  respondentId: string;
  status: 'valid' | 'rejected';
  /** One of REJECTION_REASONS (subgraphs/surveys); null while valid. */
  rejectionReason: RejectionReason | null;
  pinned: boolean;
  explanation: string | null;
  chosenOption: string | null;
  selectedOptions: string[] | null;
  ranking: { rank: number; option: string }[] | null;
  matchup: { option1: string; option2: string } | null;
  clicks: { number: number; xCoord: number; yCoord: number }[] | null;
  statements: { id: string; statement: string; value: number }[] | null;
  prices: { tooCheap: number; bargain: number; expensive: number; tooExpensive: number } | null;
  score: number | null;
  media: string | null;
  mediaTranscription: string | null;
  respondent: { trait: string; value: string }[];
  rating: GraphRating | null;
  createdAt: string;
}

export interface GraphResponsePage {
  nodes: GraphResponse[];
  hasMore: boolean;
  nextCursor: string | null;
  /** With page paging only. */
  total: number | null;
}

export interface GraphOptionResult {
  id: string;
  label: string | null;
  votes: number;
  percentage: number;
  rank: number;
  isWinner: boolean;
}

export interface GraphResultSummary {
  totalResponses: number;
  winningOptionId: string | null;
  averageScore: number | null;
  options: GraphOptionResult[];
}

/** One question's results (ResultFields), with breakdowns per reporting trait value. */
export interface GraphQuestionResults extends GraphResultSummary {
  questionId: string;
  breakdowns: { trait: string; segments: (GraphResultSummary & { value: string })[] }[];
}

export interface GraphFollowup {
  id: string;
  surveyId: string;
  responseId: string;
  questionId: string;
  question: string;
  status: 'pending' | 'answered' | 'declined' | 'expired';
  answer: string | null;
  respondedAt: string | null;
  refunded: boolean;
  creditsCharged: number;
  expiresAt: string;
  createdAt: string;
}

/** A webhook endpoint as WebhookEndpointFields returns it (never its secret). */
export interface GraphWebhookEndpoint {
  id: string;
  url: string;
  enabledEvents: string[];
  status: 'enabled' | 'disabled';
  disabledReason: string | null;
  disabledAt: string | null;
  livemode: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface GraphWebhookEndpointPage {
  nodes: GraphWebhookEndpoint[];
  hasMore: boolean;
  nextCursor: string | null;
}
