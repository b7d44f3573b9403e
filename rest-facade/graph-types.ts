/** Shapes of the facade's GraphQL results (rest-facade/operations/*.graphql). Ids are UUIDs. */
export interface GraphOption {
  id: string;
  kind: string;
  label: string | null;
  mediaUrl: string | null;
  imageSet: string[];
  mockup: Record<string, unknown> | null;
  product: Record<string, unknown> | null;
}

export interface GraphQuestion {
  id: string;
  type: string;
  variant: string | null;
  prompt: string;
  context: { type: string; value: string | null; mediaUrl: string | null } | null;
  likertScale: string | null;
  options: GraphOption[];
}

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

export interface GraphSurvey {
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
  projects: { id: string; name: string }[];
  tags: { id: string; name: string }[];
  templateId: string | null;
  templateName: string | null;
  template: { id: string; name: string; constraints: { questionTypes: string[]; optionTypes: string[]; optionCount: { min: number; max: number }; sampleSizes: string[]; defaultSampleSize: string; countries: string[]; defaultCountry: string } } | null;
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
  completedAt: string | null;
  questions: GraphQuestion[];
  quote: GraphQuote;
  completionEstimate: { bucket: string; estimatedMinutes: number; status: string };
  /** The owning team's credits in the caller's mode (billing). */
  teamCredits: number;
}

/** A trait as the Traits operation returns it. */
export interface GraphTrait {
  traitName: string;
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
  amountUsd: number;
  currency: string;
  pack: string | null;
  packCredits: number | null;
  surveyId: string | null;
  creditsUsed: number;
  cardChargedUsd: number;
  checkoutUrl: string | null;
  createdAt: string;
  paidAt: string | null;
}

export interface GraphCreditBalance {
  credits: number;
  amountUsd: number;
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
