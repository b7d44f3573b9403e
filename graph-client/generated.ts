// Generated from graph-client/operations/*.graphql and the composed schema by `npm run graph:generate`. Do not edit.

/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type CredentialKind = 'API_KEY' | 'OAUTH';

export type Scope = 'READ' | 'WRITE' | 'SPEND';

export type SignUpInput = {
  email: string;
  name: string;
  password: string;
  teamName: string;
};

export type OAuthCodeInput = {
  code: string;
  clientId: string;
  userId: string | number;
  teamId: string | number;
  redirectUri: string;
  scopes: Array<string>;
  codeChallenge?: string | null | undefined;
  codeChallengeMethod?: string | null | undefined;
  expiresAt: string;
  /** RFC 8707: the resource the grant is for; null for the v1 REST API. */
  resource?: string | null | undefined;
  livemode: boolean;
};

export type OAuthTokensInput = {
  accessToken: string;
  accessTokenExpiresAt: string;
  refreshToken?: string | null | undefined;
  refreshTokenExpiresAt?: string | null | undefined;
  scopes: Array<string>;
  clientId: string;
  userId: string | number;
  teamId: string | number;
  grantId: string | number;
};

/** Pending until paid; refunded when its credits or charge went back. */
export type OrderStatus = 'pending' | 'paid' | 'refunded';

/** Exactly one of url and data. */
export type UploadMediaInput = {
  /** An https URL to fetch and re-host; YouTube, Vimeo and Loom video URLs are embedded as given. */
  url?: string | null | undefined;
  /** Base64 file content, at most 20 MB decoded. */
  data?: string | null | undefined;
  /** A hint for the stored name, at most 255 characters (sanitised; never a path). */
  filename?: string | null | undefined;
  /** image or video; detected from the bytes when omitted, and must agree with them. */
  resourceType?: string | null | undefined;
};

/** A prompt, and how many variants of which size. */
export type GenerateImagesInput = {
  /** What to draw: 1 to 1000 characters after trimming. */
  prompt: string;
  /** Variants, 1 to 4 (default 1). */
  count?: number | null | undefined;
  /** 1024x1024 (default), 1024x1536 or 1536x1024. */
  size?: string | null | undefined;
};

/** Where a survey is in its life: a draft, collecting, done, or archived. */
export type SurveyStatus = 'unpublished' | 'in-progress' | 'completed' | 'archived';

/** How reachable the targeted respondents are. */
export type CompletionStatus = 'on_track' | 'feasible' | 'hard_to_reach';

/** What a survey’s price depends on: the live quote of a draft being edited, before it is saved. */
export type SurveyQuoteInput = {
  /** Two-letter respondent country; US when omitted. */
  country?: string | null | undefined;
  /** Respondents wanted; 100 when omitted. */
  sampleSize?: number | null | undefined;
  /** The type of each question, in order. */
  questionTypes: Array<string>;
  /** How many targeting traits; 0 when omitted. */
  targetingCount?: number | null | undefined;
};

export type SurveySearchInput = {
  page: number;
  limit: number;
  status?: Array<SurveyStatus> | null | undefined;
  types?: Array<string> | null | undefined;
  optionTypes?: Array<string> | null | undefined;
  countries?: Array<string> | null | undefined;
  tagIds?: Array<string> | null | undefined;
  tagLegacyIds?: Array<number> | null | undefined;
  audiences?: Array<string> | null | undefined;
  text?: string | null | undefined;
  externalId?: string | null | undefined;
  memberIds?: Array<string> | null | undefined;
  projectIds?: Array<string> | null | undefined;
  projectLegacyIds?: Array<number> | null | undefined;
  publishedAfter?: string | null | undefined;
  sortBy?: string | null | undefined;
  dir?: string | null | undefined;
};

/** Targeting traits choose who may answer; reporting traits break results down. */
export type TraitKind = 'TARGETING' | 'REPORTING';

/** Rejected: its respondent was flagged not_helpful or failed a quality check. */
export type ResponseStatus = 'valid' | 'rejected';

/** Which responses a list shows: valid ones, rejected ones, or all. */
export type ResponseStatusFilter = 'valid' | 'rejected' | 'all';

export type FollowupStatus = 'pending' | 'answered' | 'declined' | 'expired';

export type SurveyInput = {
  name?: string | null | undefined;
  country?: string | null | undefined;
  sampleSize?: number | null | undefined;
  targeting?: Array<string> | null | undefined;
  reporting?: Array<string> | null | undefined;
  surveyIntent?: string | null | undefined;
  externalId?: string | null | undefined;
  isMiniPoll?: boolean | null | undefined;
  questions?: Array<QuestionInput> | null | undefined;
  /** Instead of questions, on create. */
  template?: TemplateRequestInput | null | undefined;
  /** Project GUIDs or numeric ids; replaces the survey’s projects. */
  projects?: Array<string> | null | undefined;
  /** tag_<32 hex> ids or legacy integers; replaces the survey’s tags. */
  tags?: Array<string> | null | undefined;
};

export type QuestionInput = {
  type: string;
  variant?: string | null | undefined;
  prompt: string;
  context?: QuestionContextInput | null | undefined;
  likertScale?: string | null | undefined;
  options?: Array<OptionInput> | null | undefined;
};

export type QuestionContextInput = {
  type?: string | null | undefined;
  value?: string | null | undefined;
  mediaUrl?: string | null | undefined;
};

export type OptionInput = {
  kind?: string | null | undefined;
  label?: string | null | undefined;
  mediaUrl?: string | null | undefined;
  imageSet?: Array<string> | null | undefined;
  mockup?: OptionMockupInput | null | undefined;
  product?: OptionProductInput | null | undefined;
};

export type OptionMockupInput = {
  image: string;
  title?: string | null | undefined;
  currency?: string | null | undefined;
  price?: number | null | undefined;
  rating?: number | null | undefined;
  reviews?: number | null | undefined;
  reviewScore?: number | null | undefined;
  numRatings?: number | null | undefined;
};

export type OptionProductInput = {
  asin: string;
  title?: string | null | undefined;
  currency?: string | null | undefined;
  image?: string | null | undefined;
  price?: number | null | undefined;
  salePrice?: number | null | undefined;
  rating?: number | null | undefined;
  reviews?: number | null | undefined;
  reviewScore?: number | null | undefined;
  numRatings?: number | null | undefined;
};

export type TemplateRequestInput = {
  id: string;
  blanks?: Array<TemplateBlankValueInput> | null | undefined;
  options?: Array<OptionInput> | null | undefined;
};

export type TemplateBlankValueInput = {
  name: string;
  value: string;
};

/** The cost the caller was shown: publish refuses (quote_changed) when the price is another. */
export type ExpectedCostInput = {
  /** USD. */
  amount: number;
  credits: number;
};

export type ProjectInput = {
  name?: string | null | undefined;
  description?: string | null | undefined;
  goal?: string | null | undefined;
  archived?: boolean | null | undefined;
  bookmarked?: boolean | null | undefined;
};

export type PlaybookStartInput = {
  /** The run’s name: the new project’s, and the start of each draft’s. */
  name: string;
  /** One per step, in step order. */
  steps: Array<PlaybookStepInput>;
};

export type PlaybookStepInput = {
  blanks?: Array<TemplateBlankValueInput> | null | undefined;
  options?: Array<OptionInput> | null | undefined;
  /** One of the template’s sample sizes; its default when omitted. */
  sampleSize?: number | null | undefined;
  /** One of the template’s countries; its default when omitted. */
  country?: string | null | undefined;
};

/** One answer; only the fields of the question’s type. */
export type PanelAnswerInput = {
  questionId: string | number;
  /** Required except for screen recordings. */
  explanation?: string | null | undefined;
  chosenOption?: string | number | null | undefined;
  selectedOptions?: Array<string | number> | null | undefined;
  ranking?: Array<RankEntryInput> | null | undefined;
  matchup?: MatchupInput | null | undefined;
  clicks?: Array<ClickInput> | null | undefined;
  statements?: Array<StatementAnswerInput> | null | undefined;
  prices?: PriceAnswerInput | null | undefined;
  score?: number | null | undefined;
  media?: string | null | undefined;
  mediaTranscription?: string | null | undefined;
};

export type RankEntryInput = {
  rank: number;
  option: string | number;
};

export type MatchupInput = {
  option1: string | number;
  option2: string | number;
};

export type ClickInput = {
  number: number;
  xCoord: number;
  yCoord: number;
};

export type StatementAnswerInput = {
  id: string | number;
  statement: string;
  value: number;
};

export type PriceAnswerInput = {
  tooCheap: number;
  bargain: number;
  expensive: number;
  tooExpensive: number;
};

/** A query parameter of the entry URL. */
export type EntryParamInput = {
  name: string;
  value: string;
};

export type ScreenerAnswerInput = {
  category: string;
  value: string;
};

/** Disabled endpoints receive nothing until re-enabled. */
export type WebhookEndpointStatus = 'enabled' | 'disabled';

export type WebhookEndpointCreateInput = {
  /** Absolute https URL, up to 2048 characters, without credentials. */
  url: string;
  enabledEvents: Array<string>;
};

/** At least one field. */
export type WebhookEndpointUpdateInput = {
  url?: string | null | undefined;
  enabledEvents?: Array<string> | null | undefined;
  /** Only ENABLED: turns a disabled endpoint back on. */
  status?: WebhookEndpointStatus | null | undefined;
};

export type CredentialFieldsFragment = {
  kind: CredentialKind;
  credentialId: string;
  name: string;
  scopes: Array<Scope>;
  livemode: boolean;
  audience: string | null;
  team: { id: string; name: string; plan: string | null };
  user: { id: string; name: string; email: string } | null;
};

export type AuthenticateMutationVariables = Exact<{
  secret: string;
}>;

export type AuthenticateMutation = {
  authenticate: {
    kind: CredentialKind;
    credentialId: string;
    name: string;
    scopes: Array<Scope>;
    livemode: boolean;
    audience: string | null;
    team: { id: string; name: string; plan: string | null };
    user: { id: string; name: string; email: string } | null;
  } | null;
};

export type AuthenticateDownloadTokenMutationVariables = Exact<{
  token: string;
  resource: string;
}>;

export type AuthenticateDownloadTokenMutation = {
  authenticateDownloadToken: {
    kind: CredentialKind;
    credentialId: string;
    name: string;
    scopes: Array<Scope>;
    livemode: boolean;
    audience: string | null;
    team: { id: string; name: string; plan: string | null };
    user: { id: string; name: string; email: string } | null;
  } | null;
};

export type OrderFieldsFragment = {
  id: string;
  kind: string;
  status: OrderStatus;
  livemode: boolean;
  amount: number;
  currency: string;
  pack: string | null;
  credits: number | null;
  surveyId: string | null;
  creditsUsed: number;
  cardCharged: number;
  checkoutUrl: string | null;
  createdAt: string;
  paidAt: string | null;
  refundedAt: string | null;
};

export type CreditBalanceQueryVariables = Exact<{ [key: string]: never }>;

export type CreditBalanceQuery = {
  creditBalance: {
    credits: number;
    amount: number;
    currency: string;
    livemode: boolean;
    buckets: Array<{ id: string; source: string; credits: number; grantedCredits: number; orderId: string | null; expiresAt: string; createdAt: string }>;
  };
};

export type ListOrdersQueryVariables = Exact<{
  limit: number;
  cursor?: string | null | undefined;
}>;

export type ListOrdersQuery = {
  orders: {
    hasMore: boolean;
    nextCursor: string | null;
    nodes: Array<{
      id: string;
      kind: string;
      status: OrderStatus;
      livemode: boolean;
      amount: number;
      currency: string;
      pack: string | null;
      credits: number | null;
      surveyId: string | null;
      creditsUsed: number;
      cardCharged: number;
      checkoutUrl: string | null;
      createdAt: string;
      paidAt: string | null;
      refundedAt: string | null;
    }>;
  };
};

export type GetOrderQueryVariables = Exact<{
  id: string | number;
}>;

export type GetOrderQuery = {
  order: {
    id: string;
    kind: string;
    status: OrderStatus;
    livemode: boolean;
    amount: number;
    currency: string;
    pack: string | null;
    credits: number | null;
    surveyId: string | null;
    creditsUsed: number;
    cardCharged: number;
    checkoutUrl: string | null;
    createdAt: string;
    paidAt: string | null;
    refundedAt: string | null;
  };
};

export type CreateCreditPackOrderMutationVariables = Exact<{
  pack: string;
  idempotencyKey: string;
}>;

export type CreateCreditPackOrderMutation = {
  createCreditPackOrder: {
    id: string;
    kind: string;
    status: OrderStatus;
    livemode: boolean;
    amount: number;
    currency: string;
    pack: string | null;
    credits: number | null;
    surveyId: string | null;
    creditsUsed: number;
    cardCharged: number;
    checkoutUrl: string | null;
    createdAt: string;
    paidAt: string | null;
    refundedAt: string | null;
  };
};

export type CreateBillingPortalSessionMutationVariables = Exact<{ [key: string]: never }>;

export type CreateBillingPortalSessionMutation = { createBillingPortalSession: { url: string } };

export type ClaimIdempotencyKeyMutationVariables = Exact<{
  key: string;
  fingerprint: string;
}>;

export type ClaimIdempotencyKeyMutation = { claimIdempotencyKey: { state: string; responseStatus: number | null; responseBody: string | null; retryAfterSeconds: number | null } };

export type CompleteIdempotencyKeyMutationVariables = Exact<{
  key: string;
  responseStatus: number;
  responseBody: string;
}>;

export type CompleteIdempotencyKeyMutation = { completeIdempotencyKey: boolean };

export type ReleaseIdempotencyKeyMutationVariables = Exact<{
  key: string;
}>;

export type ReleaseIdempotencyKeyMutation = { releaseIdempotencyKey: boolean };

export type ReceiveProviderEventMutationVariables = Exact<{
  payloadBase64: string;
  signature: string;
}>;

export type ReceiveProviderEventMutation = { receiveProviderEvent: string };

export type SignUpMutationVariables = Exact<{
  input: SignUpInput;
}>;

export type SignUpMutation = { signUp: { secret: string; expiresAt: string } };

export type SignInMutationVariables = Exact<{
  email: string;
  password: string;
}>;

export type SignInMutation = { signIn: { secret: string; expiresAt: string } };

export type ConsoleCallerQueryVariables = Exact<{
  secret: string;
}>;

export type ConsoleCallerQuery = {
  consoleCaller: { sessionId: string; role: string; user: { id: string; name: string; email: string }; team: { id: string; name: string } } | null;
};

export type EndConsoleSessionMutationVariables = Exact<{
  secret: string;
}>;

export type EndConsoleSessionMutation = { endConsoleSession: boolean };

export type ApiKeyFieldsFragment = {
  id: string;
  name: string;
  prefix: string;
  scopes: Array<Scope>;
  livemode: boolean;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
};

export type TeamApiKeysQueryVariables = Exact<{ [key: string]: never }>;

export type TeamApiKeysQuery = {
  teamApiKeys: Array<{ id: string; name: string; prefix: string; scopes: Array<Scope>; livemode: boolean; createdAt: string; lastUsedAt: string | null; revokedAt: string | null }>;
};

export type CreateTeamApiKeyMutationVariables = Exact<{
  name: string;
  livemode: boolean;
  scopes: Array<Scope> | Scope;
}>;

export type CreateTeamApiKeyMutation = {
  createTeamApiKey: {
    secret: string;
    key: { id: string; name: string; prefix: string; scopes: Array<Scope>; livemode: boolean; createdAt: string; lastUsedAt: string | null; revokedAt: string | null };
  };
};

export type RevokeTeamApiKeyMutationVariables = Exact<{
  id: string | number;
}>;

export type RevokeTeamApiKeyMutation = {
  revokeTeamApiKey: { id: string; name: string; prefix: string; scopes: Array<Scope>; livemode: boolean; createdAt: string; lastUsedAt: string | null; revokedAt: string | null };
};

export type TeamPageQueryVariables = Exact<{ [key: string]: never }>;

export type TeamPageQuery = {
  teamMembers: { total: number | null; nodes: Array<{ userId: string; name: string; email: string; role: string; joinedAt: string }> };
  teamInvitations: Array<{ id: string; email: string; role: string; createdAt: string; expiresAt: string }>;
};

export type InviteMemberMutationVariables = Exact<{
  email: string;
  role: string;
}>;

export type InviteMemberMutation = { inviteMember: { secret: string; invitation: { id: string; email: string; role: string; createdAt: string; expiresAt: string } } };

export type RevokeInvitationMutationVariables = Exact<{
  id: string | number;
}>;

export type RevokeInvitationMutation = { revokeInvitation: boolean };

export type InvitationQueryVariables = Exact<{
  secret: string;
}>;

export type InvitationQuery = { invitation: { teamName: string; email: string; role: string; hasAccount: boolean } | null };

export type AcceptInvitationMutationVariables = Exact<{
  secret: string;
  name?: string | null | undefined;
  password?: string | null | undefined;
}>;

export type AcceptInvitationMutation = { acceptInvitation: { secret: string; expiresAt: string } };

export type ChangeMemberRoleMutationVariables = Exact<{
  userId: string | number;
  role: string;
}>;

export type ChangeMemberRoleMutation = { changeMemberRole: boolean };

export type RemoveMemberMutationVariables = Exact<{
  userId: string | number;
}>;

export type RemoveMemberMutation = { removeMember: boolean };

export type EndpointAttemptsQueryVariables = Exact<{
  endpointId: string | number;
}>;

export type EndpointAttemptsQuery = {
  webhookEndpointAttempts: Array<{
    id: string;
    eventId: string;
    attempt: number;
    statusCode: number | null;
    latencyMs: number;
    error: string | null;
    responseExcerpt: string | null;
    nextAttemptAt: string | null;
    createdAt: string;
    test: boolean;
  }>;
};

export type RedeliverToEndpointMutationVariables = Exact<{
  eventId: string | number;
  endpointId: string | number;
}>;

export type RedeliverToEndpointMutation = { redeliverToEndpoint: number };

export type ChangePasswordMutationVariables = Exact<{
  current: string;
  next: string;
}>;

export type ChangePasswordMutation = { changePassword: { secret: string; expiresAt: string } };

export type DisableWebhookEndpointMutationVariables = Exact<{
  id: string | number;
}>;

export type DisableWebhookEndpointMutation = { disableWebhookEndpoint: { id: string; status: WebhookEndpointStatus } };

export type MyTeamsQueryVariables = Exact<{ [key: string]: never }>;

export type MyTeamsQuery = { myTeams: Array<{ id: string; name: string; role: string }> };

export type SwitchConsoleTeamMutationVariables = Exact<{
  teamId: string | number;
}>;

export type SwitchConsoleTeamMutation = { switchConsoleTeam: boolean };

export type SurveyExportsQueryVariables = Exact<{
  surveyId: string | number;
  resource: string;
}>;

export type SurveyExportsQuery = {
  surveyExports: { status: SurveyStatus; csvReady: boolean; reports: Array<{ format: string; language: string; isPreview: boolean; storageKey: string }> };
  downloadToken: { token: string; expiresAt: string };
};

export type CsvExportReadyQueryVariables = Exact<{
  surveyId: string | number;
}>;

export type CsvExportReadyQuery = { csvExportReady: boolean };

export type HelpArticleQueryVariables = Exact<{
  locale: string;
  id: string;
}>;

export type HelpArticleQuery = { helpArticle: { id: string; locale: string; type: string; title: string; description: string; markdown: string; locales: Array<string> } | null };

export type HelpSearchQueryVariables = Exact<{
  query: string;
  page: number;
  perPage: number;
  locale: string;
  types?: Array<string> | string | null | undefined;
}>;

export type HelpSearchQuery = {
  helpSearch: {
    totalCount: number;
    page: number;
    perPage: number;
    totalPages: number;
    articles: Array<{
      id: string;
      type: string;
      title: string;
      description: string;
      body: string;
      snippet: string;
      url: string;
      industries: Array<string>;
      useCases: Array<string>;
      pollType: string | null;
      pollUrl: string | null;
      company: string | null;
    }>;
    meta: { backend: string; locale: string; generationSha: string | null; degraded: boolean | null };
  };
};

export type UploadMediaMutationVariables = Exact<{
  input: UploadMediaInput;
}>;

export type UploadMediaMutation = {
  uploadMedia: {
    id: string;
    url: string;
    resourceType: string;
    embedded: boolean;
    contentType: string | null;
    bytes: number | null;
    filename: string | null;
    sourceUrl: string | null;
    livemode: boolean;
    createdAt: string;
  };
};

export type GenerateImagesMutationVariables = Exact<{
  input: GenerateImagesInput;
}>;

export type GenerateImagesMutation = {
  generateImages: {
    generator: string;
    prompt: string;
    size: string;
    images: Array<{
      id: string;
      url: string;
      resourceType: string;
      embedded: boolean;
      contentType: string | null;
      bytes: number | null;
      filename: string | null;
      sourceUrl: string | null;
      livemode: boolean;
      createdAt: string;
    }>;
  };
};

export type OAuthClientFieldsFragment = {
  id: string;
  clientId: string;
  teamId: string | null;
  teamName: string | null;
  registration: string;
  name: string;
  redirectUris: Array<string>;
  confidential: boolean;
  createdAt: string;
};

export type OAuthClientQueryVariables = Exact<{
  clientId: string;
  secret?: string | null | undefined;
  secretless: boolean;
}>;

export type OAuthClientQuery = {
  oauthClient: {
    id: string;
    clientId: string;
    teamId: string | null;
    teamName: string | null;
    registration: string;
    name: string;
    redirectUris: Array<string>;
    confidential: boolean;
    createdAt: string;
  } | null;
};

export type SaveOAuthCodeMutationVariables = Exact<{
  input: OAuthCodeInput;
}>;

export type SaveOAuthCodeMutation = { saveOAuthCode: boolean };

export type OAuthCodeQueryVariables = Exact<{
  code: string;
}>;

export type OAuthCodeQuery = {
  oauthCode: {
    clientId: string;
    userId: string;
    teamId: string;
    redirectUri: string;
    scopes: Array<string>;
    codeChallenge: string | null;
    codeChallengeMethod: string | null;
    expiresAt: string;
    grantId: string;
    used: boolean;
    resource: string | null;
    livemode: boolean;
  } | null;
};

export type ConsumeOAuthCodeMutationVariables = Exact<{
  code: string;
}>;

export type ConsumeOAuthCodeMutation = { consumeOAuthCode: boolean };

export type SaveOAuthTokensMutationVariables = Exact<{
  input: OAuthTokensInput;
}>;

export type SaveOAuthTokensMutation = { saveOAuthTokens: boolean };

export type OAuthRefreshTokenQueryVariables = Exact<{
  token: string;
}>;

export type OAuthRefreshTokenQuery = {
  oauthRefreshToken: {
    clientId: string;
    userId: string;
    teamId: string;
    scopes: Array<string>;
    expiresAt: string;
    grantId: string;
    revoked: boolean;
    resource: string | null;
  } | null;
};

export type RevokeOAuthRefreshTokenMutationVariables = Exact<{
  token: string;
}>;

export type RevokeOAuthRefreshTokenMutation = { revokeOAuthRefreshToken: boolean };

export type RevokeOAuthGrantOfSecretMutationVariables = Exact<{
  secret: string;
}>;

export type RevokeOAuthGrantOfSecretMutation = { revokeOAuthGrantOfSecret: boolean };

export type RevokeOAuthTokenMutationVariables = Exact<{
  clientId: string;
  token: string;
}>;

export type RevokeOAuthTokenMutation = { revokeOAuthToken: boolean };

export type TeamOAuthClientsQueryVariables = Exact<{ [key: string]: never }>;

export type TeamOAuthClientsQuery = {
  teamOAuthClients: Array<{
    id: string;
    clientId: string;
    teamId: string | null;
    teamName: string | null;
    registration: string;
    name: string;
    redirectUris: Array<string>;
    confidential: boolean;
    createdAt: string;
  }>;
  connectedApps: Array<{ clientId: string; name: string; teamName: string; scopes: Array<string>; grantedAt: string }>;
  teamOAuthGrants: Array<{
    id: string;
    clientId: string;
    appName: string;
    role: string;
    scopes: Array<string>;
    grantedAt: string;
    lastUsedAt: string | null;
    agent: boolean;
    livemode: boolean;
    user: { id: string; name: string; email: string };
  }>;
};

export type RegisterOAuthClientMutationVariables = Exact<{
  name: string;
  redirectUris: Array<string> | string;
  confidential: boolean;
}>;

export type RegisterOAuthClientMutation = {
  registerOAuthClient: {
    secret: string | null;
    client: {
      id: string;
      clientId: string;
      teamId: string | null;
      teamName: string | null;
      registration: string;
      name: string;
      redirectUris: Array<string>;
      confidential: boolean;
      createdAt: string;
    };
  };
};

export type RemoveOAuthClientMutationVariables = Exact<{
  id: string | number;
}>;

export type RemoveOAuthClientMutation = { removeOAuthClient: boolean };

export type DisconnectAppMutationVariables = Exact<{
  clientId: string;
}>;

export type DisconnectAppMutation = { disconnectApp: boolean };

export type RevokeOAuthGrantMutationVariables = Exact<{
  id: string | number;
}>;

export type RevokeOAuthGrantMutation = { revokeOAuthGrant: boolean };

export type RegisterDynamicOAuthClientMutationVariables = Exact<{
  name: string;
  redirectUris: Array<string> | string;
}>;

export type RegisterDynamicOAuthClientMutation = {
  registerDynamicOAuthClient: {
    id: string;
    clientId: string;
    teamId: string | null;
    teamName: string | null;
    registration: string;
    name: string;
    redirectUris: Array<string>;
    confidential: boolean;
    createdAt: string;
  };
};

export type RecordMetadataOAuthClientMutationVariables = Exact<{
  url: string;
  name: string;
  redirectUris: Array<string> | string;
}>;

export type RecordMetadataOAuthClientMutation = {
  recordMetadataOAuthClient: {
    id: string;
    clientId: string;
    teamId: string | null;
    teamName: string | null;
    registration: string;
    name: string;
    redirectUris: Array<string>;
    confidential: boolean;
    createdAt: string;
  };
};

export type StartOperatorSessionMutationVariables = Exact<{
  secret: string;
  ttlSeconds: number;
}>;

export type StartOperatorSessionMutation = { startOperatorSession: { id: string; expiresAt: string } };

export type OperatorSessionIsLiveQueryVariables = Exact<{
  id: string | number;
  configTokenHash?: string | null | undefined;
}>;

export type OperatorSessionIsLiveQuery = { operatorSessionIsLive: boolean };

export type EndOperatorSessionMutationVariables = Exact<{
  id: string | number;
}>;

export type EndOperatorSessionMutation = { endOperatorSession: boolean };

export type PlaybookFieldsFragment = {
  id: string;
  name: string;
  goal: string;
  description: string;
  steps: Array<{ position: number; title: string; guidance: string; template: { id: string; name: string } }>;
};

export type PlaybooksQueryVariables = Exact<{ [key: string]: never }>;

export type PlaybooksQuery = {
  playbooks: Array<{
    id: string;
    name: string;
    goal: string;
    description: string;
    steps: Array<{ position: number; title: string; guidance: string; template: { id: string; name: string } }>;
  }>;
};

export type PlaybookQueryVariables = Exact<{
  id: string | number;
}>;

export type PlaybookQuery = {
  playbook: {
    id: string;
    name: string;
    goal: string;
    description: string;
    steps: Array<{ position: number; title: string; guidance: string; template: { id: string; name: string } }>;
  } | null;
};

export type StartPlaybookMutationVariables = Exact<{
  id: string | number;
  input: PlaybookStartInput;
}>;

export type StartPlaybookMutation = {
  startPlaybook: {
    project: {
      id: string;
      name: string;
      description: string;
      goal: string;
      archived: boolean;
      bookmarked: boolean;
      surveyCount: number;
      createdAt: string;
      updatedAt: string;
      createdBy: { name: string } | null;
    };
    surveys: Array<{
      id: string;
      name: string;
      country: string;
      sampleSize: number;
      status: SurveyStatus;
      targeting: Array<string>;
      reporting: Array<string>;
      externalId: string | null;
      surveyIntent: string | null;
      isMiniPoll: boolean;
      numResponses: number;
      createdAt: string;
      updatedAt: string;
      publishedAt: string | null;
      completedAt: string | null;
      previewUrl: string;
      duplicatedFrom: string | null;
      teamCredits: number;
      templateId: string | null;
      templateName: string | null;
      questions: Array<{
        id: string;
        type: string;
        variant: string | null;
        prompt: string;
        likertScale: string | null;
        context: { type: string; value: string | null; mediaUrl: string | null } | null;
        options: Array<{
          id: string;
          kind: string;
          label: string | null;
          mediaUrl: string | null;
          imageSet: Array<string>;
          mockup: {
            image: string;
            title: string | null;
            currency: string | null;
            price: number | null;
            rating: number | null;
            reviews: number | null;
            reviewScore: number | null;
            numRatings: number | null;
          } | null;
          product: {
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
          } | null;
        }>;
      }>;
      quote: {
        amount: number;
        credits: number;
        subtotal: number;
        subtotalCredits: number;
        currency: string;
        planRequired: string | null;
        quotedAt: string;
        discounts: Array<{ type: string; code: string; description: string; percentOff: number; amount: number; credits: number }>;
      } | null;
      completionEstimate: { bucket: string; estimatedMinutes: number; status: CompletionStatus } | null;
      projects: Array<{ id: string; name: string }>;
      tags: Array<{ id: string; name: string }>;
      template: {
        id: string;
        name: string;
        constraints: {
          questionTypes: Array<string>;
          optionTypes: Array<string>;
          sampleSizes: Array<string>;
          defaultSampleSize: string;
          countries: Array<string>;
          defaultCountry: string;
          optionCount: { min: number; max: number };
        };
      } | null;
    }>;
  };
};

export type ProjectFieldsFragment = {
  id: string;
  name: string;
  description: string;
  goal: string;
  archived: boolean;
  bookmarked: boolean;
  surveyCount: number;
  createdAt: string;
  updatedAt: string;
  createdBy: { name: string } | null;
};

export type ListProjectsQueryVariables = Exact<{
  page: number;
  limit: number;
  bookmarked?: boolean | null | undefined;
  archived?: boolean | null | undefined;
}>;

export type ListProjectsQuery = {
  projects: {
    total: number | null;
    nodes: Array<{
      id: string;
      name: string;
      description: string;
      goal: string;
      archived: boolean;
      bookmarked: boolean;
      surveyCount: number;
      createdAt: string;
      updatedAt: string;
      createdBy: { name: string } | null;
    }>;
  };
};

export type CreateProjectMutationVariables = Exact<{
  input: ProjectInput;
}>;

export type CreateProjectMutation = {
  createProject: {
    id: string;
    name: string;
    description: string;
    goal: string;
    archived: boolean;
    bookmarked: boolean;
    surveyCount: number;
    createdAt: string;
    updatedAt: string;
    createdBy: { name: string } | null;
  };
};

export type UpdateProjectMutationVariables = Exact<{
  id: string | number;
  input: ProjectInput;
}>;

export type UpdateProjectMutation = {
  updateProject: {
    id: string;
    name: string;
    description: string;
    goal: string;
    archived: boolean;
    bookmarked: boolean;
    surveyCount: number;
    createdAt: string;
    updatedAt: string;
    createdBy: { name: string } | null;
  };
};

export type RespondentStepFieldsFragment = {
  token: string | null;
  state: string;
  surveyTitle: string;
  redirectUrl: string | null;
  answered: number;
  total: number;
  shownTexts: Array<string>;
  otherExplanations: Array<string>;
  screener: Array<{ category: string; values: Array<{ permalink: string; label: string }> }>;
  question: {
    id: string;
    index: number;
    type: string;
    variant: string | null;
    prompt: string;
    scale: Array<string>;
    context: { type: string; value: string | null; mediaUrl: string | null } | null;
    options: Array<{ id: string; label: string | null; imageUrl: string | null; detail: string | null }>;
  } | null;
};

export type EnterSurveyMutationVariables = Exact<{
  entryToken: string;
  params: Array<EntryParamInput> | EntryParamInput;
}>;

export type EnterSurveyMutation = {
  enterSurvey: {
    token: string | null;
    state: string;
    surveyTitle: string;
    redirectUrl: string | null;
    answered: number;
    total: number;
    shownTexts: Array<string>;
    otherExplanations: Array<string>;
    screener: Array<{ category: string; values: Array<{ permalink: string; label: string }> }>;
    question: {
      id: string;
      index: number;
      type: string;
      variant: string | null;
      prompt: string;
      scale: Array<string>;
      context: { type: string; value: string | null; mediaUrl: string | null } | null;
      options: Array<{ id: string; label: string | null; imageUrl: string | null; detail: string | null }>;
    } | null;
  };
};

export type RespondentStepQueryVariables = Exact<{
  token: string;
}>;

export type RespondentStepQuery = {
  respondentStep: {
    token: string | null;
    state: string;
    surveyTitle: string;
    redirectUrl: string | null;
    answered: number;
    total: number;
    shownTexts: Array<string>;
    otherExplanations: Array<string>;
    screener: Array<{ category: string; values: Array<{ permalink: string; label: string }> }>;
    question: {
      id: string;
      index: number;
      type: string;
      variant: string | null;
      prompt: string;
      scale: Array<string>;
      context: { type: string; value: string | null; mediaUrl: string | null } | null;
      options: Array<{ id: string; label: string | null; imageUrl: string | null; detail: string | null }>;
    } | null;
  };
};

export type AnswerScreenerMutationVariables = Exact<{
  token: string;
  answers: Array<ScreenerAnswerInput> | ScreenerAnswerInput;
}>;

export type AnswerScreenerMutation = {
  answerScreener: {
    token: string | null;
    state: string;
    surveyTitle: string;
    redirectUrl: string | null;
    answered: number;
    total: number;
    shownTexts: Array<string>;
    otherExplanations: Array<string>;
    screener: Array<{ category: string; values: Array<{ permalink: string; label: string }> }>;
    question: {
      id: string;
      index: number;
      type: string;
      variant: string | null;
      prompt: string;
      scale: Array<string>;
      context: { type: string; value: string | null; mediaUrl: string | null } | null;
      options: Array<{ id: string; label: string | null; imageUrl: string | null; detail: string | null }>;
    } | null;
  };
};

export type AnswerQuestionMutationVariables = Exact<{
  token: string;
  answer: PanelAnswerInput;
}>;

export type AnswerQuestionMutation = {
  answerQuestion: {
    token: string | null;
    state: string;
    surveyTitle: string;
    redirectUrl: string | null;
    answered: number;
    total: number;
    shownTexts: Array<string>;
    otherExplanations: Array<string>;
    screener: Array<{ category: string; values: Array<{ permalink: string; label: string }> }>;
    question: {
      id: string;
      index: number;
      type: string;
      variant: string | null;
      prompt: string;
      scale: Array<string>;
      context: { type: string; value: string | null; mediaUrl: string | null } | null;
      options: Array<{ id: string; label: string | null; imageUrl: string | null; detail: string | null }>;
    } | null;
  };
};

export type UploadRespondentRecordingMutationVariables = Exact<{
  token: string;
  data: string;
}>;

export type UploadRespondentRecordingMutation = { uploadRespondentRecording: string };

export type PreviewStepQueryVariables = Exact<{
  previewToken: string;
  index: number;
}>;

export type PreviewStepQuery = {
  previewStep: {
    token: string | null;
    state: string;
    surveyTitle: string;
    redirectUrl: string | null;
    answered: number;
    total: number;
    shownTexts: Array<string>;
    otherExplanations: Array<string>;
    screener: Array<{ category: string; values: Array<{ permalink: string; label: string }> }>;
    question: {
      id: string;
      index: number;
      type: string;
      variant: string | null;
      prompt: string;
      scale: Array<string>;
      context: { type: string; value: string | null; mediaUrl: string | null } | null;
      options: Array<{ id: string; label: string | null; imageUrl: string | null; detail: string | null }>;
    } | null;
  };
};

export type CheckPreviewAnswerMutationVariables = Exact<{
  previewToken: string;
  answer: PanelAnswerInput;
}>;

export type CheckPreviewAnswerMutation = {
  checkPreviewAnswer: {
    token: string | null;
    state: string;
    surveyTitle: string;
    redirectUrl: string | null;
    answered: number;
    total: number;
    shownTexts: Array<string>;
    otherExplanations: Array<string>;
    screener: Array<{ category: string; values: Array<{ permalink: string; label: string }> }>;
    question: {
      id: string;
      index: number;
      type: string;
      variant: string | null;
      prompt: string;
      scale: Array<string>;
      context: { type: string; value: string | null; mediaUrl: string | null } | null;
      options: Array<{ id: string; label: string | null; imageUrl: string | null; detail: string | null }>;
    } | null;
  };
};

export type ResponseFieldsFragment = {
  id: string;
  surveyId: string;
  questionId: string;
  respondentId: string;
  status: ResponseStatus;
  rejectionReason: string | null;
  pinned: boolean;
  explanation: string | null;
  chosenOption: string | null;
  selectedOptions: Array<string> | null;
  score: number | null;
  media: string | null;
  mediaTranscription: string | null;
  createdAt: string;
  ranking: Array<{ rank: number; option: string }> | null;
  matchup: { option1: string; option2: string } | null;
  clicks: Array<{ number: number; xCoord: number; yCoord: number }> | null;
  statements: Array<{ id: string; statement: string; value: number }> | null;
  prices: { tooCheap: number; bargain: number; expensive: number; tooExpensive: number } | null;
  respondent: Array<{ trait: string; value: string }>;
  rating: { responseId: string; rating: string; comment: string | null } | null;
};

export type ResultFieldsFragment = {
  questionId: string;
  totalResponses: number;
  winningOptionId: string | null;
  averageScore: number | null;
  options: Array<{ id: string; label: string | null; votes: number; percentage: number; rank: number; isWinner: boolean }>;
  breakdowns: Array<{
    trait: string;
    segments: Array<{
      value: string;
      totalResponses: number;
      winningOptionId: string | null;
      averageScore: number | null;
      options: Array<{ id: string; label: string | null; votes: number; percentage: number; rank: number; isWinner: boolean }>;
    }>;
  }>;
};

export type FollowupFieldsFragment = {
  id: string;
  surveyId: string;
  responseId: string;
  questionId: string;
  question: string;
  status: FollowupStatus;
  answer: string | null;
  respondedAt: string | null;
  refunded: boolean;
  creditsCharged: number;
  expiresAt: string;
  createdAt: string;
};

export type SurveyResultsQueryVariables = Exact<{
  surveyId: string | number;
  breakdowns: boolean;
}>;

export type SurveyResultsQuery = {
  surveyResults: Array<{
    questionId: string;
    totalResponses: number;
    winningOptionId: string | null;
    averageScore: number | null;
    options: Array<{ id: string; label: string | null; votes: number; percentage: number; rank: number; isWinner: boolean }>;
    breakdowns: Array<{
      trait: string;
      segments: Array<{
        value: string;
        totalResponses: number;
        winningOptionId: string | null;
        averageScore: number | null;
        options: Array<{ id: string; label: string | null; votes: number; percentage: number; rank: number; isWinner: boolean }>;
      }>;
    }>;
  }>;
};

export type SurveyResponsesQueryVariables = Exact<{
  surveyId: string | number;
  questionId?: string | number | null | undefined;
  status: ResponseStatusFilter;
  pinned?: boolean | null | undefined;
  limit: number;
  cursor?: string | null | undefined;
  page?: number | null | undefined;
}>;

export type SurveyResponsesQuery = {
  surveyResponses: {
    hasMore: boolean;
    nextCursor: string | null;
    total: number | null;
    nodes: Array<{
      id: string;
      surveyId: string;
      questionId: string;
      respondentId: string;
      status: ResponseStatus;
      rejectionReason: string | null;
      pinned: boolean;
      explanation: string | null;
      chosenOption: string | null;
      selectedOptions: Array<string> | null;
      score: number | null;
      media: string | null;
      mediaTranscription: string | null;
      createdAt: string;
      ranking: Array<{ rank: number; option: string }> | null;
      matchup: { option1: string; option2: string } | null;
      clicks: Array<{ number: number; xCoord: number; yCoord: number }> | null;
      statements: Array<{ id: string; statement: string; value: number }> | null;
      prices: { tooCheap: number; bargain: number; expensive: number; tooExpensive: number } | null;
      respondent: Array<{ trait: string; value: string }>;
      rating: { responseId: string; rating: string; comment: string | null } | null;
    }>;
  };
};

export type SurveyResultsAndResponsesQueryVariables = Exact<{
  id: string | number;
  perQuestion: number;
}>;

export type SurveyResultsAndResponsesQuery = {
  surveyResults: Array<{
    questionId: string;
    totalResponses: number;
    winningOptionId: string | null;
    averageScore: number | null;
    options: Array<{ id: string; label: string | null; votes: number; percentage: number; rank: number; isWinner: boolean }>;
    breakdowns: Array<{
      trait: string;
      segments: Array<{
        value: string;
        totalResponses: number;
        winningOptionId: string | null;
        averageScore: number | null;
        options: Array<{ id: string; label: string | null; votes: number; percentage: number; rank: number; isWinner: boolean }>;
      }>;
    }>;
  }>;
  questionResponses: Array<{
    id: string;
    surveyId: string;
    questionId: string;
    respondentId: string;
    status: ResponseStatus;
    rejectionReason: string | null;
    pinned: boolean;
    explanation: string | null;
    chosenOption: string | null;
    selectedOptions: Array<string> | null;
    score: number | null;
    media: string | null;
    mediaTranscription: string | null;
    createdAt: string;
    ranking: Array<{ rank: number; option: string }> | null;
    matchup: { option1: string; option2: string } | null;
    clicks: Array<{ number: number; xCoord: number; yCoord: number }> | null;
    statements: Array<{ id: string; statement: string; value: number }> | null;
    prices: { tooCheap: number; bargain: number; expensive: number; tooExpensive: number } | null;
    respondent: Array<{ trait: string; value: string }>;
    rating: { responseId: string; rating: string; comment: string | null } | null;
  }>;
};

export type RateResponseMutationVariables = Exact<{
  responseId: string | number;
  rating: string;
  comment?: string | null | undefined;
}>;

export type RateResponseMutation = { rateResponse: { responseId: string; rating: string; comment: string | null } };

export type DeleteResponseRatingMutationVariables = Exact<{
  responseId: string | number;
}>;

export type DeleteResponseRatingMutation = { deleteResponseRating: { responseId: string; rating: string; comment: string | null } };

export type PinResponseMutationVariables = Exact<{
  responseId: string | number;
  pinned: boolean;
}>;

export type PinResponseMutation = {
  pinResponse: {
    id: string;
    surveyId: string;
    questionId: string;
    respondentId: string;
    status: ResponseStatus;
    rejectionReason: string | null;
    pinned: boolean;
    explanation: string | null;
    chosenOption: string | null;
    selectedOptions: Array<string> | null;
    score: number | null;
    media: string | null;
    mediaTranscription: string | null;
    createdAt: string;
    ranking: Array<{ rank: number; option: string }> | null;
    matchup: { option1: string; option2: string } | null;
    clicks: Array<{ number: number; xCoord: number; yCoord: number }> | null;
    statements: Array<{ id: string; statement: string; value: number }> | null;
    prices: { tooCheap: number; bargain: number; expensive: number; tooExpensive: number } | null;
    respondent: Array<{ trait: string; value: string }>;
    rating: { responseId: string; rating: string; comment: string | null } | null;
  };
};

export type SendFollowupMutationVariables = Exact<{
  surveyId: string | number;
  responseId: string | number;
  question: string;
}>;

export type SendFollowupMutation = {
  sendFollowup: {
    id: string;
    surveyId: string;
    responseId: string;
    questionId: string;
    question: string;
    status: FollowupStatus;
    answer: string | null;
    respondedAt: string | null;
    refunded: boolean;
    creditsCharged: number;
    expiresAt: string;
    createdAt: string;
  };
};

export type FollowupsQueryVariables = Exact<{
  surveyId: string | number;
  responseId?: string | number | null | undefined;
  page: number;
  limit: number;
}>;

export type FollowupsQuery = {
  followups: {
    total: number | null;
    nodes: Array<{
      id: string;
      surveyId: string;
      responseId: string;
      questionId: string;
      question: string;
      status: FollowupStatus;
      answer: string | null;
      respondedAt: string | null;
      refunded: boolean;
      creditsCharged: number;
      expiresAt: string;
      createdAt: string;
    }>;
  };
};

export type ShareLinksQueryVariables = Exact<{
  surveyId: string | number;
}>;

export type ShareLinksQuery = { shareLinks: Array<{ id: string; token: string; surveyId: string; createdAt: string; revokedAt: string | null }> };

export type CreateShareLinkMutationVariables = Exact<{
  surveyId: string | number;
}>;

export type CreateShareLinkMutation = { createShareLink: { id: string; token: string; surveyId: string; createdAt: string; revokedAt: string | null } };

export type RevokeShareLinkMutationVariables = Exact<{
  id: string | number;
}>;

export type RevokeShareLinkMutation = { revokeShareLink: { id: string; token: string; surveyId: string; createdAt: string; revokedAt: string | null } };

export type SharedSurveyQueryVariables = Exact<{
  token: string;
}>;

export type SharedSurveyQuery = { sharedSurvey: { surveyId: string; teamId: string; livemode: boolean; linkId: string } | null };

export type ResultsSurveyQueryVariables = Exact<{
  id: string | number;
}>;

export type ResultsSurveyQuery = {
  storedSurvey: {
    id: string;
    name: string;
    country: string;
    sampleSize: number;
    status: SurveyStatus;
    targeting: Array<string>;
    reporting: Array<string>;
    externalId: string | null;
    surveyIntent: string | null;
    isMiniPoll: boolean;
    numResponses: number;
    createdAt: string;
    updatedAt: string;
    publishedAt: string | null;
    completedAt: string | null;
    previewUrl: string;
    duplicatedFrom: string | null;
    teamCredits: number;
    templateId: string | null;
    templateName: string | null;
    questions: Array<{
      id: string;
      ai: unknown;
      type: string;
      variant: string | null;
      prompt: string;
      likertScale: string | null;
      context: { type: string; value: string | null; mediaUrl: string | null } | null;
      options: Array<{
        id: string;
        kind: string;
        label: string | null;
        mediaUrl: string | null;
        imageSet: Array<string>;
        mockup: {
          image: string;
          title: string | null;
          currency: string | null;
          price: number | null;
          rating: number | null;
          reviews: number | null;
          reviewScore: number | null;
          numRatings: number | null;
        } | null;
        product: {
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
        } | null;
      }>;
    }>;
    quote: {
      amount: number;
      credits: number;
      subtotal: number;
      subtotalCredits: number;
      currency: string;
      planRequired: string | null;
      quotedAt: string;
      discounts: Array<{ type: string; code: string; description: string; percentOff: number; amount: number; credits: number }>;
    } | null;
    completionEstimate: { bucket: string; estimatedMinutes: number; status: CompletionStatus } | null;
    projects: Array<{ id: string; name: string }>;
    tags: Array<{ id: string; name: string }>;
    template: {
      id: string;
      name: string;
      constraints: {
        questionTypes: Array<string>;
        optionTypes: Array<string>;
        sampleSizes: Array<string>;
        defaultSampleSize: string;
        countries: Array<string>;
        defaultCountry: string;
        optionCount: { min: number; max: number };
      };
    } | null;
  };
};

export type SurveyProgressQueryVariables = Exact<{
  id: string | number;
}>;

export type SurveyProgressQuery = {
  storedSurvey: {
    id: string;
    status: SurveyStatus;
    sampleSize: number;
    numResponses: number;
    completionEstimate: { bucket: string; estimatedMinutes: number; status: CompletionStatus } | null;
  };
};

export type ProjectPageQueryVariables = Exact<{
  id: string | number;
  filter: SurveySearchInput;
}>;

export type ProjectPageQuery = {
  project: {
    id: string;
    name: string;
    description: string;
    goal: string;
    archived: boolean;
    bookmarked: boolean;
    surveyCount: number;
    createdAt: string;
    updatedAt: string;
    createdBy: { name: string } | null;
  };
  searchSurveys: { total: number | null; nodes: Array<{ id: string; name: string; status: SurveyStatus; sampleSize: number; numResponses: number; completedAt: string | null }> };
};

export type SurveyReportsQueryVariables = Exact<{
  surveyId: string | number;
}>;

export type SurveyReportsQuery = {
  surveyExports: { status: SurveyStatus; csvReady: boolean; reports: Array<{ format: string; language: string; isPreview: boolean; storageKey: string }> };
};

export type SurveyResultsWithInsightsQueryVariables = Exact<{
  id: string | number;
  breakdowns: boolean;
}>;

export type SurveyResultsWithInsightsQuery = {
  storedSurvey: {
    id: string;
    status: SurveyStatus;
    sampleSize: number;
    numResponses: number;
    completedAt: string | null;
    questions: Array<{ id: string; type: string; prompt: string; ai: unknown }>;
  };
  surveyResults: Array<{
    questionId: string;
    totalResponses: number;
    winningOptionId: string | null;
    averageScore: number | null;
    options: Array<{ id: string; label: string | null; votes: number; percentage: number; rank: number; isWinner: boolean }>;
    breakdowns: Array<{
      trait: string;
      segments: Array<{
        value: string;
        totalResponses: number;
        winningOptionId: string | null;
        averageScore: number | null;
        options: Array<{ id: string; label: string | null; votes: number; percentage: number; rank: number; isWinner: boolean }>;
      }>;
    }>;
  }>;
};

export type SubgraphStatusQueryVariables = Exact<{ [key: string]: never }>;

export type SubgraphStatusQuery = {
  accountsStatus: { name: string; databaseReachable: boolean };
  surveysStatus: { name: string; databaseReachable: boolean };
  billingStatus: { name: string; databaseReachable: boolean };
  mediaStatus: { name: string; databaseReachable: boolean };
  webhooksStatus: { name: string; databaseReachable: boolean };
};

export type TraitCountriesQueryVariables = Exact<{ [key: string]: never }>;

export type TraitCountriesQuery = { traitCountries: Array<string> };

export type SurveyQuoteQueryVariables = Exact<{
  input: SurveyQuoteInput;
}>;

export type SurveyQuoteQuery = { surveyQuote: { amount: number; credits: number; currency: string; planRequired: string | null } };

export type PublishCheckoutQueryVariables = Exact<{
  id: string | number;
}>;

export type PublishCheckoutQuery = {
  survey: {
    id: string;
    name: string;
    status: SurveyStatus;
    sampleSize: number;
    country: string;
    previewUrl: string;
    questions: Array<{ id: string }>;
    quote: {
      amount: number;
      credits: number;
      subtotal: number;
      subtotalCredits: number;
      currency: string;
      planRequired: string | null;
      quotedAt: string;
      discounts: Array<{ description: string; amount: number; credits: number }>;
    } | null;
  };
  creditBalance: { credits: number; amount: number };
};

export type DefaultCardQueryVariables = Exact<{ [key: string]: never }>;

export type DefaultCardQuery = { creditBalance: { defaultCard: { brand: string; last4: string } | null } };

export type SurveyFieldsFragment = {
  id: string;
  name: string;
  country: string;
  sampleSize: number;
  status: SurveyStatus;
  targeting: Array<string>;
  reporting: Array<string>;
  externalId: string | null;
  surveyIntent: string | null;
  isMiniPoll: boolean;
  numResponses: number;
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
  completedAt: string | null;
  previewUrl: string;
  duplicatedFrom: string | null;
  teamCredits: number;
  templateId: string | null;
  templateName: string | null;
  questions: Array<{
    id: string;
    type: string;
    variant: string | null;
    prompt: string;
    likertScale: string | null;
    context: { type: string; value: string | null; mediaUrl: string | null } | null;
    options: Array<{
      id: string;
      kind: string;
      label: string | null;
      mediaUrl: string | null;
      imageSet: Array<string>;
      mockup: {
        image: string;
        title: string | null;
        currency: string | null;
        price: number | null;
        rating: number | null;
        reviews: number | null;
        reviewScore: number | null;
        numRatings: number | null;
      } | null;
      product: {
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
      } | null;
    }>;
  }>;
  quote: {
    amount: number;
    credits: number;
    subtotal: number;
    subtotalCredits: number;
    currency: string;
    planRequired: string | null;
    quotedAt: string;
    discounts: Array<{ type: string; code: string; description: string; percentOff: number; amount: number; credits: number }>;
  } | null;
  completionEstimate: { bucket: string; estimatedMinutes: number; status: CompletionStatus } | null;
  projects: Array<{ id: string; name: string }>;
  tags: Array<{ id: string; name: string }>;
  template: {
    id: string;
    name: string;
    constraints: {
      questionTypes: Array<string>;
      optionTypes: Array<string>;
      sampleSizes: Array<string>;
      defaultSampleSize: string;
      countries: Array<string>;
      defaultCountry: string;
      optionCount: { min: number; max: number };
    };
  } | null;
};

export type SurveyV1FieldsFragment = {
  templateId: string | null;
  templateName: string | null;
  projects: Array<{ id: string; name: string }>;
  tags: Array<{ id: string; name: string }>;
  template: {
    id: string;
    name: string;
    constraints: {
      questionTypes: Array<string>;
      optionTypes: Array<string>;
      sampleSizes: Array<string>;
      defaultSampleSize: string;
      countries: Array<string>;
      defaultCountry: string;
      optionCount: { min: number; max: number };
    };
  } | null;
};

export type SurveyCoreFieldsFragment = {
  id: string;
  name: string;
  country: string;
  sampleSize: number;
  status: SurveyStatus;
  targeting: Array<string>;
  reporting: Array<string>;
  externalId: string | null;
  surveyIntent: string | null;
  isMiniPoll: boolean;
  numResponses: number;
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
  completedAt: string | null;
  previewUrl: string;
  duplicatedFrom: string | null;
  teamCredits: number;
  questions: Array<{
    id: string;
    type: string;
    variant: string | null;
    prompt: string;
    likertScale: string | null;
    context: { type: string; value: string | null; mediaUrl: string | null } | null;
    options: Array<{
      id: string;
      kind: string;
      label: string | null;
      mediaUrl: string | null;
      imageSet: Array<string>;
      mockup: {
        image: string;
        title: string | null;
        currency: string | null;
        price: number | null;
        rating: number | null;
        reviews: number | null;
        reviewScore: number | null;
        numRatings: number | null;
      } | null;
      product: {
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
      } | null;
    }>;
  }>;
  quote: {
    amount: number;
    credits: number;
    subtotal: number;
    subtotalCredits: number;
    currency: string;
    planRequired: string | null;
    quotedAt: string;
    discounts: Array<{ type: string; code: string; description: string; percentOff: number; amount: number; credits: number }>;
  } | null;
  completionEstimate: { bucket: string; estimatedMinutes: number; status: CompletionStatus } | null;
};

export type CreateSurveyMutationVariables = Exact<{
  input: SurveyInput;
}>;

export type CreateSurveyMutation = {
  createSurvey: {
    id: string;
    name: string;
    country: string;
    sampleSize: number;
    status: SurveyStatus;
    targeting: Array<string>;
    reporting: Array<string>;
    externalId: string | null;
    surveyIntent: string | null;
    isMiniPoll: boolean;
    numResponses: number;
    createdAt: string;
    updatedAt: string;
    publishedAt: string | null;
    completedAt: string | null;
    previewUrl: string;
    duplicatedFrom: string | null;
    teamCredits: number;
    templateId: string | null;
    templateName: string | null;
    questions: Array<{
      id: string;
      type: string;
      variant: string | null;
      prompt: string;
      likertScale: string | null;
      context: { type: string; value: string | null; mediaUrl: string | null } | null;
      options: Array<{
        id: string;
        kind: string;
        label: string | null;
        mediaUrl: string | null;
        imageSet: Array<string>;
        mockup: {
          image: string;
          title: string | null;
          currency: string | null;
          price: number | null;
          rating: number | null;
          reviews: number | null;
          reviewScore: number | null;
          numRatings: number | null;
        } | null;
        product: {
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
        } | null;
      }>;
    }>;
    quote: {
      amount: number;
      credits: number;
      subtotal: number;
      subtotalCredits: number;
      currency: string;
      planRequired: string | null;
      quotedAt: string;
      discounts: Array<{ type: string; code: string; description: string; percentOff: number; amount: number; credits: number }>;
    } | null;
    completionEstimate: { bucket: string; estimatedMinutes: number; status: CompletionStatus } | null;
    projects: Array<{ id: string; name: string }>;
    tags: Array<{ id: string; name: string }>;
    template: {
      id: string;
      name: string;
      constraints: {
        questionTypes: Array<string>;
        optionTypes: Array<string>;
        sampleSizes: Array<string>;
        defaultSampleSize: string;
        countries: Array<string>;
        defaultCountry: string;
        optionCount: { min: number; max: number };
      };
    } | null;
  };
};

export type GetSurveyQueryVariables = Exact<{
  id: string | number;
  insights?: boolean;
}>;

export type GetSurveyQuery = {
  survey: {
    id: string;
    name: string;
    country: string;
    sampleSize: number;
    status: SurveyStatus;
    targeting: Array<string>;
    reporting: Array<string>;
    externalId: string | null;
    surveyIntent: string | null;
    isMiniPoll: boolean;
    numResponses: number;
    createdAt: string;
    updatedAt: string;
    publishedAt: string | null;
    completedAt: string | null;
    previewUrl: string;
    duplicatedFrom: string | null;
    teamCredits: number;
    templateId: string | null;
    templateName: string | null;
    questions: Array<{
      id: string;
      ai?: unknown;
      type: string;
      variant: string | null;
      prompt: string;
      likertScale: string | null;
      context: { type: string; value: string | null; mediaUrl: string | null } | null;
      options: Array<{
        id: string;
        kind: string;
        label: string | null;
        mediaUrl: string | null;
        imageSet: Array<string>;
        mockup: {
          image: string;
          title: string | null;
          currency: string | null;
          price: number | null;
          rating: number | null;
          reviews: number | null;
          reviewScore: number | null;
          numRatings: number | null;
        } | null;
        product: {
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
        } | null;
      }>;
    }>;
    quote: {
      amount: number;
      credits: number;
      subtotal: number;
      subtotalCredits: number;
      currency: string;
      planRequired: string | null;
      quotedAt: string;
      discounts: Array<{ type: string; code: string; description: string; percentOff: number; amount: number; credits: number }>;
    } | null;
    completionEstimate: { bucket: string; estimatedMinutes: number; status: CompletionStatus } | null;
    projects: Array<{ id: string; name: string }>;
    tags: Array<{ id: string; name: string }>;
    template: {
      id: string;
      name: string;
      constraints: {
        questionTypes: Array<string>;
        optionTypes: Array<string>;
        sampleSizes: Array<string>;
        defaultSampleSize: string;
        countries: Array<string>;
        defaultCountry: string;
        optionCount: { min: number; max: number };
      };
    } | null;
  };
};

export type GetSurveyCoreQueryVariables = Exact<{
  id: string | number;
}>;

export type GetSurveyCoreQuery = {
  survey: {
    id: string;
    name: string;
    country: string;
    sampleSize: number;
    status: SurveyStatus;
    targeting: Array<string>;
    reporting: Array<string>;
    externalId: string | null;
    surveyIntent: string | null;
    isMiniPoll: boolean;
    numResponses: number;
    createdAt: string;
    updatedAt: string;
    publishedAt: string | null;
    completedAt: string | null;
    previewUrl: string;
    duplicatedFrom: string | null;
    teamCredits: number;
    questions: Array<{
      id: string;
      type: string;
      variant: string | null;
      prompt: string;
      likertScale: string | null;
      context: { type: string; value: string | null; mediaUrl: string | null } | null;
      options: Array<{
        id: string;
        kind: string;
        label: string | null;
        mediaUrl: string | null;
        imageSet: Array<string>;
        mockup: {
          image: string;
          title: string | null;
          currency: string | null;
          price: number | null;
          rating: number | null;
          reviews: number | null;
          reviewScore: number | null;
          numRatings: number | null;
        } | null;
        product: {
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
        } | null;
      }>;
    }>;
    quote: {
      amount: number;
      credits: number;
      subtotal: number;
      subtotalCredits: number;
      currency: string;
      planRequired: string | null;
      quotedAt: string;
      discounts: Array<{ type: string; code: string; description: string; percentOff: number; amount: number; credits: number }>;
    } | null;
    completionEstimate: { bucket: string; estimatedMinutes: number; status: CompletionStatus } | null;
  };
};

export type ListSurveysQueryVariables = Exact<{
  limit: number;
  cursor?: string | null | undefined;
}>;

export type ListSurveysQuery = {
  surveys: {
    hasMore: boolean;
    nextCursor: string | null;
    nodes: Array<{
      id: string;
      name: string;
      country: string;
      sampleSize: number;
      status: SurveyStatus;
      targeting: Array<string>;
      reporting: Array<string>;
      externalId: string | null;
      surveyIntent: string | null;
      isMiniPoll: boolean;
      numResponses: number;
      createdAt: string;
      updatedAt: string;
      publishedAt: string | null;
      completedAt: string | null;
      previewUrl: string;
      duplicatedFrom: string | null;
      teamCredits: number;
      templateId: string | null;
      templateName: string | null;
      questions: Array<{
        id: string;
        type: string;
        variant: string | null;
        prompt: string;
        likertScale: string | null;
        context: { type: string; value: string | null; mediaUrl: string | null } | null;
        options: Array<{
          id: string;
          kind: string;
          label: string | null;
          mediaUrl: string | null;
          imageSet: Array<string>;
          mockup: {
            image: string;
            title: string | null;
            currency: string | null;
            price: number | null;
            rating: number | null;
            reviews: number | null;
            reviewScore: number | null;
            numRatings: number | null;
          } | null;
          product: {
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
          } | null;
        }>;
      }>;
      quote: {
        amount: number;
        credits: number;
        subtotal: number;
        subtotalCredits: number;
        currency: string;
        planRequired: string | null;
        quotedAt: string;
        discounts: Array<{ type: string; code: string; description: string; percentOff: number; amount: number; credits: number }>;
      } | null;
      completionEstimate: { bucket: string; estimatedMinutes: number; status: CompletionStatus } | null;
      projects: Array<{ id: string; name: string }>;
      tags: Array<{ id: string; name: string }>;
      template: {
        id: string;
        name: string;
        constraints: {
          questionTypes: Array<string>;
          optionTypes: Array<string>;
          sampleSizes: Array<string>;
          defaultSampleSize: string;
          countries: Array<string>;
          defaultCountry: string;
          optionCount: { min: number; max: number };
        };
      } | null;
    }>;
  };
};

export type UpdateSurveyMutationVariables = Exact<{
  id: string | number;
  input: SurveyInput;
}>;

export type UpdateSurveyMutation = {
  updateSurvey: {
    id: string;
    name: string;
    country: string;
    sampleSize: number;
    status: SurveyStatus;
    targeting: Array<string>;
    reporting: Array<string>;
    externalId: string | null;
    surveyIntent: string | null;
    isMiniPoll: boolean;
    numResponses: number;
    createdAt: string;
    updatedAt: string;
    publishedAt: string | null;
    completedAt: string | null;
    previewUrl: string;
    duplicatedFrom: string | null;
    teamCredits: number;
    templateId: string | null;
    templateName: string | null;
    questions: Array<{
      id: string;
      type: string;
      variant: string | null;
      prompt: string;
      likertScale: string | null;
      context: { type: string; value: string | null; mediaUrl: string | null } | null;
      options: Array<{
        id: string;
        kind: string;
        label: string | null;
        mediaUrl: string | null;
        imageSet: Array<string>;
        mockup: {
          image: string;
          title: string | null;
          currency: string | null;
          price: number | null;
          rating: number | null;
          reviews: number | null;
          reviewScore: number | null;
          numRatings: number | null;
        } | null;
        product: {
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
        } | null;
      }>;
    }>;
    quote: {
      amount: number;
      credits: number;
      subtotal: number;
      subtotalCredits: number;
      currency: string;
      planRequired: string | null;
      quotedAt: string;
      discounts: Array<{ type: string; code: string; description: string; percentOff: number; amount: number; credits: number }>;
    } | null;
    completionEstimate: { bucket: string; estimatedMinutes: number; status: CompletionStatus } | null;
    projects: Array<{ id: string; name: string }>;
    tags: Array<{ id: string; name: string }>;
    template: {
      id: string;
      name: string;
      constraints: {
        questionTypes: Array<string>;
        optionTypes: Array<string>;
        sampleSizes: Array<string>;
        defaultSampleSize: string;
        countries: Array<string>;
        defaultCountry: string;
        optionCount: { min: number; max: number };
      };
    } | null;
  };
};

export type DuplicateSurveyMutationVariables = Exact<{
  id: string | number;
}>;

export type DuplicateSurveyMutation = {
  duplicateSurvey: {
    id: string;
    name: string;
    country: string;
    sampleSize: number;
    status: SurveyStatus;
    targeting: Array<string>;
    reporting: Array<string>;
    externalId: string | null;
    surveyIntent: string | null;
    isMiniPoll: boolean;
    numResponses: number;
    createdAt: string;
    updatedAt: string;
    publishedAt: string | null;
    completedAt: string | null;
    previewUrl: string;
    duplicatedFrom: string | null;
    teamCredits: number;
    templateId: string | null;
    templateName: string | null;
    questions: Array<{
      id: string;
      type: string;
      variant: string | null;
      prompt: string;
      likertScale: string | null;
      context: { type: string; value: string | null; mediaUrl: string | null } | null;
      options: Array<{
        id: string;
        kind: string;
        label: string | null;
        mediaUrl: string | null;
        imageSet: Array<string>;
        mockup: {
          image: string;
          title: string | null;
          currency: string | null;
          price: number | null;
          rating: number | null;
          reviews: number | null;
          reviewScore: number | null;
          numRatings: number | null;
        } | null;
        product: {
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
        } | null;
      }>;
    }>;
    quote: {
      amount: number;
      credits: number;
      subtotal: number;
      subtotalCredits: number;
      currency: string;
      planRequired: string | null;
      quotedAt: string;
      discounts: Array<{ type: string; code: string; description: string; percentOff: number; amount: number; credits: number }>;
    } | null;
    completionEstimate: { bucket: string; estimatedMinutes: number; status: CompletionStatus } | null;
    projects: Array<{ id: string; name: string }>;
    tags: Array<{ id: string; name: string }>;
    template: {
      id: string;
      name: string;
      constraints: {
        questionTypes: Array<string>;
        optionTypes: Array<string>;
        sampleSizes: Array<string>;
        defaultSampleSize: string;
        countries: Array<string>;
        defaultCountry: string;
        optionCount: { min: number; max: number };
      };
    } | null;
  };
};

export type DuplicateSurveyCoreMutationVariables = Exact<{
  id: string | number;
}>;

export type DuplicateSurveyCoreMutation = {
  duplicateSurvey: {
    id: string;
    name: string;
    country: string;
    sampleSize: number;
    status: SurveyStatus;
    targeting: Array<string>;
    reporting: Array<string>;
    externalId: string | null;
    surveyIntent: string | null;
    isMiniPoll: boolean;
    numResponses: number;
    createdAt: string;
    updatedAt: string;
    publishedAt: string | null;
    completedAt: string | null;
    previewUrl: string;
    duplicatedFrom: string | null;
    teamCredits: number;
    questions: Array<{
      id: string;
      type: string;
      variant: string | null;
      prompt: string;
      likertScale: string | null;
      context: { type: string; value: string | null; mediaUrl: string | null } | null;
      options: Array<{
        id: string;
        kind: string;
        label: string | null;
        mediaUrl: string | null;
        imageSet: Array<string>;
        mockup: {
          image: string;
          title: string | null;
          currency: string | null;
          price: number | null;
          rating: number | null;
          reviews: number | null;
          reviewScore: number | null;
          numRatings: number | null;
        } | null;
        product: {
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
        } | null;
      }>;
    }>;
    quote: {
      amount: number;
      credits: number;
      subtotal: number;
      subtotalCredits: number;
      currency: string;
      planRequired: string | null;
      quotedAt: string;
      discounts: Array<{ type: string; code: string; description: string; percentOff: number; amount: number; credits: number }>;
    } | null;
    completionEstimate: { bucket: string; estimatedMinutes: number; status: CompletionStatus } | null;
  };
};

export type StopSurveyMutationVariables = Exact<{
  id: string | number;
}>;

export type StopSurveyMutation = {
  stopSurvey: {
    id: string;
    name: string;
    country: string;
    sampleSize: number;
    status: SurveyStatus;
    targeting: Array<string>;
    reporting: Array<string>;
    externalId: string | null;
    surveyIntent: string | null;
    isMiniPoll: boolean;
    numResponses: number;
    createdAt: string;
    updatedAt: string;
    publishedAt: string | null;
    completedAt: string | null;
    previewUrl: string;
    duplicatedFrom: string | null;
    teamCredits: number;
    templateId: string | null;
    templateName: string | null;
    questions: Array<{
      id: string;
      type: string;
      variant: string | null;
      prompt: string;
      likertScale: string | null;
      context: { type: string; value: string | null; mediaUrl: string | null } | null;
      options: Array<{
        id: string;
        kind: string;
        label: string | null;
        mediaUrl: string | null;
        imageSet: Array<string>;
        mockup: {
          image: string;
          title: string | null;
          currency: string | null;
          price: number | null;
          rating: number | null;
          reviews: number | null;
          reviewScore: number | null;
          numRatings: number | null;
        } | null;
        product: {
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
        } | null;
      }>;
    }>;
    quote: {
      amount: number;
      credits: number;
      subtotal: number;
      subtotalCredits: number;
      currency: string;
      planRequired: string | null;
      quotedAt: string;
      discounts: Array<{ type: string; code: string; description: string; percentOff: number; amount: number; credits: number }>;
    } | null;
    completionEstimate: { bucket: string; estimatedMinutes: number; status: CompletionStatus } | null;
    projects: Array<{ id: string; name: string }>;
    tags: Array<{ id: string; name: string }>;
    template: {
      id: string;
      name: string;
      constraints: {
        questionTypes: Array<string>;
        optionTypes: Array<string>;
        sampleSizes: Array<string>;
        defaultSampleSize: string;
        countries: Array<string>;
        defaultCountry: string;
        optionCount: { min: number; max: number };
      };
    } | null;
  };
};

export type SearchSurveysQueryVariables = Exact<{
  filter: SurveySearchInput;
}>;

export type SearchSurveysQuery = {
  searchSurveys: {
    total: number | null;
    nodes: Array<{
      id: string;
      name: string;
      country: string;
      sampleSize: number;
      status: SurveyStatus;
      targeting: Array<string>;
      reporting: Array<string>;
      externalId: string | null;
      surveyIntent: string | null;
      isMiniPoll: boolean;
      numResponses: number;
      createdAt: string;
      updatedAt: string;
      publishedAt: string | null;
      completedAt: string | null;
      previewUrl: string;
      duplicatedFrom: string | null;
      teamCredits: number;
      templateId: string | null;
      templateName: string | null;
      creator: { id: string; name: string } | null;
      questions: Array<{
        id: string;
        type: string;
        variant: string | null;
        prompt: string;
        likertScale: string | null;
        context: { type: string; value: string | null; mediaUrl: string | null } | null;
        options: Array<{
          id: string;
          kind: string;
          label: string | null;
          mediaUrl: string | null;
          imageSet: Array<string>;
          mockup: {
            image: string;
            title: string | null;
            currency: string | null;
            price: number | null;
            rating: number | null;
            reviews: number | null;
            reviewScore: number | null;
            numRatings: number | null;
          } | null;
          product: {
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
          } | null;
        }>;
      }>;
      quote: {
        amount: number;
        credits: number;
        subtotal: number;
        subtotalCredits: number;
        currency: string;
        planRequired: string | null;
        quotedAt: string;
        discounts: Array<{ type: string; code: string; description: string; percentOff: number; amount: number; credits: number }>;
      } | null;
      completionEstimate: { bucket: string; estimatedMinutes: number; status: CompletionStatus } | null;
      projects: Array<{ id: string; name: string }>;
      tags: Array<{ id: string; name: string }>;
      template: {
        id: string;
        name: string;
        constraints: {
          questionTypes: Array<string>;
          optionTypes: Array<string>;
          sampleSizes: Array<string>;
          defaultSampleSize: string;
          countries: Array<string>;
          defaultCountry: string;
          optionCount: { min: number; max: number };
        };
      } | null;
    }>;
  };
};

export type DeleteSurveyMutationVariables = Exact<{
  id: string | number;
}>;

export type DeleteSurveyMutation = { deleteSurvey: string };

export type PublishSurveyMutationVariables = Exact<{
  id: string | number;
  idempotencyKey: string;
  expectedCost?: ExpectedCostInput | null | undefined;
}>;

export type PublishSurveyMutation = {
  publishSurvey: {
    orderId: string;
    status: OrderStatus;
    creditsUsed: number;
    cardCharged: number;
    amount: number;
    currency: string;
    survey: {
      id: string;
      name: string;
      country: string;
      sampleSize: number;
      status: SurveyStatus;
      targeting: Array<string>;
      reporting: Array<string>;
      externalId: string | null;
      surveyIntent: string | null;
      isMiniPoll: boolean;
      numResponses: number;
      createdAt: string;
      updatedAt: string;
      publishedAt: string | null;
      completedAt: string | null;
      previewUrl: string;
      duplicatedFrom: string | null;
      teamCredits: number;
      templateId: string | null;
      templateName: string | null;
      questions: Array<{
        id: string;
        type: string;
        variant: string | null;
        prompt: string;
        likertScale: string | null;
        context: { type: string; value: string | null; mediaUrl: string | null } | null;
        options: Array<{
          id: string;
          kind: string;
          label: string | null;
          mediaUrl: string | null;
          imageSet: Array<string>;
          mockup: {
            image: string;
            title: string | null;
            currency: string | null;
            price: number | null;
            rating: number | null;
            reviews: number | null;
            reviewScore: number | null;
            numRatings: number | null;
          } | null;
          product: {
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
          } | null;
        }>;
      }>;
      quote: {
        amount: number;
        credits: number;
        subtotal: number;
        subtotalCredits: number;
        currency: string;
        planRequired: string | null;
        quotedAt: string;
        discounts: Array<{ type: string; code: string; description: string; percentOff: number; amount: number; credits: number }>;
      } | null;
      completionEstimate: { bucket: string; estimatedMinutes: number; status: CompletionStatus } | null;
      projects: Array<{ id: string; name: string }>;
      tags: Array<{ id: string; name: string }>;
      template: {
        id: string;
        name: string;
        constraints: {
          questionTypes: Array<string>;
          optionTypes: Array<string>;
          sampleSizes: Array<string>;
          defaultSampleSize: string;
          countries: Array<string>;
          defaultCountry: string;
          optionCount: { min: number; max: number };
        };
      } | null;
    };
  };
};

export type ListTagsQueryVariables = Exact<{
  page: number;
  limit: number;
  search?: string | null | undefined;
}>;

export type ListTagsQuery = { tags: { total: number | null; nodes: Array<{ id: string; name: string }> } };

export type CreateTagMutationVariables = Exact<{
  name: string;
}>;

export type CreateTagMutation = { createTag: { id: string; name: string } };

export type UpdateTagMutationVariables = Exact<{
  id: string | number;
  name: string;
}>;

export type UpdateTagMutation = { updateTag: { id: string; name: string } };

export type ListTeamMembersQueryVariables = Exact<{
  page: number;
  limit: number;
}>;

export type ListTeamMembersQuery = { teamMembers: { total: number | null; nodes: Array<{ userId: string; name: string; email: string; role: string; joinedAt: string }> } };

export type TemplatesQueryVariables = Exact<{ [key: string]: never }>;

export type TemplatesQuery = {
  templates: Array<{
    id: string;
    name: string;
    description: string;
    constraints: {
      questionTypes: Array<string>;
      optionTypes: Array<string>;
      sampleSizes: Array<string>;
      defaultSampleSize: string;
      countries: Array<string>;
      defaultCountry: string;
      optionCount: { min: number; max: number };
    };
    blanks: Array<{ name: string; placeholder: string }>;
  }>;
};

export type TraitsQueryVariables = Exact<{
  country?: string | null | undefined;
  kind?: TraitKind | null | undefined;
}>;

export type TraitsQuery = { traits: Array<{ name: string; permalink: string; category: string; kind: TraitKind; country: string }> };

export type VerifyOperatorTokenMutationVariables = Exact<{
  secret: string;
}>;

export type VerifyOperatorTokenMutation = { verifyOperatorToken: boolean };

export type WebhookEventFeedQueryVariables = Exact<{
  after?: string | number | null | undefined;
  types?: Array<string> | string | null | undefined;
  limit: number;
}>;

export type WebhookEventFeedQuery = { webhookEventFeed: Array<{ id: string; type: string; createdAt: string; body: string }> };

export type LatestWebhookEventIdQueryVariables = Exact<{ [key: string]: never }>;

export type LatestWebhookEventIdQuery = { latestWebhookEventId: string | null };

export type WebhookEndpointFieldsFragment = {
  id: string;
  url: string;
  enabledEvents: Array<string>;
  status: WebhookEndpointStatus;
  disabledReason: string | null;
  disabledAt: string | null;
  livemode: boolean;
  createdAt: string;
  updatedAt: string;
};

export type ListWebhookEndpointsQueryVariables = Exact<{
  limit: number;
  cursor?: string | null | undefined;
}>;

export type ListWebhookEndpointsQuery = {
  webhookEndpoints: {
    hasMore: boolean;
    nextCursor: string | null;
    nodes: Array<{
      id: string;
      url: string;
      enabledEvents: Array<string>;
      status: WebhookEndpointStatus;
      disabledReason: string | null;
      disabledAt: string | null;
      livemode: boolean;
      createdAt: string;
      updatedAt: string;
    }>;
  };
};

export type GetWebhookEndpointQueryVariables = Exact<{
  id: string | number;
}>;

export type GetWebhookEndpointQuery = {
  webhookEndpoint: {
    id: string;
    url: string;
    enabledEvents: Array<string>;
    status: WebhookEndpointStatus;
    disabledReason: string | null;
    disabledAt: string | null;
    livemode: boolean;
    createdAt: string;
    updatedAt: string;
  };
};

export type CreateWebhookEndpointMutationVariables = Exact<{
  input: WebhookEndpointCreateInput;
}>;

export type CreateWebhookEndpointMutation = {
  createWebhookEndpoint: {
    secret: string;
    endpoint: {
      id: string;
      url: string;
      enabledEvents: Array<string>;
      status: WebhookEndpointStatus;
      disabledReason: string | null;
      disabledAt: string | null;
      livemode: boolean;
      createdAt: string;
      updatedAt: string;
    };
  };
};

export type UpdateWebhookEndpointMutationVariables = Exact<{
  id: string | number;
  input: WebhookEndpointUpdateInput;
}>;

export type UpdateWebhookEndpointMutation = {
  updateWebhookEndpoint: {
    id: string;
    url: string;
    enabledEvents: Array<string>;
    status: WebhookEndpointStatus;
    disabledReason: string | null;
    disabledAt: string | null;
    livemode: boolean;
    createdAt: string;
    updatedAt: string;
  };
};

export type DeleteWebhookEndpointMutationVariables = Exact<{
  id: string | number;
}>;

export type DeleteWebhookEndpointMutation = { deleteWebhookEndpoint: string };

export type SendTestWebhookEventMutationVariables = Exact<{
  endpointId: string | number;
  type: string;
  object: unknown;
}>;

export type SendTestWebhookEventMutation = { sendTestWebhookEvent: { id: string; type: string; livemode: boolean; test: boolean; createdAt: string } };

export const CredentialFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CredentialFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Credential' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'credentialId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'scopes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'livemode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'audience' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'team' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'plan' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'user' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CredentialFieldsFragment, unknown>;
export const OrderFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OrderFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Order' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'livemode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pack' } },
          { kind: 'Field', name: { kind: 'Name', value: 'credits' } },
          { kind: 'Field', name: { kind: 'Name', value: 'surveyId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'creditsUsed' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cardCharged' } },
          { kind: 'Field', name: { kind: 'Name', value: 'checkoutUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'paidAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'refundedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<OrderFieldsFragment, unknown>;
export const ApiKeyFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ApiKeyFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ApiKey' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'prefix' } },
          { kind: 'Field', name: { kind: 'Name', value: 'scopes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'livemode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastUsedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'revokedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ApiKeyFieldsFragment, unknown>;
export const OAuthClientFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OAuthClientFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'OAuthClient' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clientId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'teamId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'teamName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'registration' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'redirectUris' } },
          { kind: 'Field', name: { kind: 'Name', value: 'confidential' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<OAuthClientFieldsFragment, unknown>;
export const PlaybookFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PlaybookFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Playbook' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'goal' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'steps' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                { kind: 'Field', name: { kind: 'Name', value: 'guidance' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'template' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PlaybookFieldsFragment, unknown>;
export const ProjectFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProjectFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Project' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'goal' } },
          { kind: 'Field', name: { kind: 'Name', value: 'archived' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bookmarked' } },
          { kind: 'Field', name: { kind: 'Name', value: 'surveyCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createdBy' },
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'name' } }] },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ProjectFieldsFragment, unknown>;
export const RespondentStepFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RespondentStepFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RespondentStep' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'token' } },
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          { kind: 'Field', name: { kind: 'Name', value: 'surveyTitle' } },
          { kind: 'Field', name: { kind: 'Name', value: 'redirectUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'answered' } },
          { kind: 'Field', name: { kind: 'Name', value: 'total' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'screener' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'category' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'values' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'permalink' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'question' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'index' } },
                { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                { kind: 'Field', name: { kind: 'Name', value: 'variant' } },
                { kind: 'Field', name: { kind: 'Name', value: 'prompt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'context' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'mediaUrl' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'scale' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'options' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'imageUrl' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'detail' } },
                    ],
                  },
                },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'shownTexts' } },
          { kind: 'Field', name: { kind: 'Name', value: 'otherExplanations' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RespondentStepFieldsFragment, unknown>;
export const ResponseFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ResponseFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'SurveyResponse' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'surveyId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'questionId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'respondentId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rejectionReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pinned' } },
          { kind: 'Field', name: { kind: 'Name', value: 'explanation' } },
          { kind: 'Field', name: { kind: 'Name', value: 'chosenOption' } },
          { kind: 'Field', name: { kind: 'Name', value: 'selectedOptions' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'ranking' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'rank' } },
                { kind: 'Field', name: { kind: 'Name', value: 'option' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'matchup' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'option1' } },
                { kind: 'Field', name: { kind: 'Name', value: 'option2' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'clicks' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                { kind: 'Field', name: { kind: 'Name', value: 'xCoord' } },
                { kind: 'Field', name: { kind: 'Name', value: 'yCoord' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'statements' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'statement' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'prices' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'tooCheap' } },
                { kind: 'Field', name: { kind: 'Name', value: 'bargain' } },
                { kind: 'Field', name: { kind: 'Name', value: 'expensive' } },
                { kind: 'Field', name: { kind: 'Name', value: 'tooExpensive' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'score' } },
          { kind: 'Field', name: { kind: 'Name', value: 'media' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mediaTranscription' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'respondent' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'trait' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'rating' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'responseId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
                { kind: 'Field', name: { kind: 'Name', value: 'comment' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ResponseFieldsFragment, unknown>;
export const ResultFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ResultFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'QuestionResults' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'questionId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalResponses' } },
          { kind: 'Field', name: { kind: 'Name', value: 'winningOptionId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'averageScore' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'options' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'votes' } },
                { kind: 'Field', name: { kind: 'Name', value: 'percentage' } },
                { kind: 'Field', name: { kind: 'Name', value: 'rank' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isWinner' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'breakdowns' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'trait' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'segments' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'totalResponses' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'winningOptionId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'averageScore' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'options' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'votes' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'percentage' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'rank' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'isWinner' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ResultFieldsFragment, unknown>;
export const FollowupFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'FollowupFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Followup' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'surveyId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'responseId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'questionId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'question' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'answer' } },
          { kind: 'Field', name: { kind: 'Name', value: 'respondedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'refunded' } },
          { kind: 'Field', name: { kind: 'Name', value: 'creditsCharged' } },
          { kind: 'Field', name: { kind: 'Name', value: 'expiresAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<FollowupFieldsFragment, unknown>;
export const SurveyCoreFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SurveyCoreFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Survey' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'country' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sampleSize' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'targeting' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reporting' } },
          { kind: 'Field', name: { kind: 'Name', value: 'externalId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'surveyIntent' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isMiniPoll' } },
          { kind: 'Field', name: { kind: 'Name', value: 'numResponses' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'publishedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'completedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'previewUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'duplicatedFrom' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'questions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                { kind: 'Field', name: { kind: 'Name', value: 'variant' } },
                { kind: 'Field', name: { kind: 'Name', value: 'prompt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'context' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'mediaUrl' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'likertScale' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'options' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'mediaUrl' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'imageSet' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'mockup' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'image' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'price' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'reviews' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'reviewScore' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'numRatings' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'product' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'asin' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'image' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'price' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'salePrice' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'reviews' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'reviewScore' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'numRatings' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'quote' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'credits' } },
                { kind: 'Field', name: { kind: 'Name', value: 'subtotal' } },
                { kind: 'Field', name: { kind: 'Name', value: 'subtotalCredits' } },
                { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                { kind: 'Field', name: { kind: 'Name', value: 'planRequired' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quotedAt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'discounts' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'percentOff' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'credits' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'completionEstimate' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'bucket' } },
                { kind: 'Field', name: { kind: 'Name', value: 'estimatedMinutes' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'teamCredits' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SurveyCoreFieldsFragment, unknown>;
export const SurveyV1FieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SurveyV1Fields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Survey' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'projects' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'tags' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'templateId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'templateName' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'template' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'constraints' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'questionTypes' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'optionTypes' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'optionCount' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'min' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'max' } },
                          ],
                        },
                      },
                      { kind: 'Field', name: { kind: 'Name', value: 'sampleSizes' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'defaultSampleSize' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'countries' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'defaultCountry' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SurveyV1FieldsFragment, unknown>;
export const SurveyFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SurveyFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Survey' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SurveyCoreFields' } },
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SurveyV1Fields' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SurveyCoreFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Survey' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'country' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sampleSize' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'targeting' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reporting' } },
          { kind: 'Field', name: { kind: 'Name', value: 'externalId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'surveyIntent' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isMiniPoll' } },
          { kind: 'Field', name: { kind: 'Name', value: 'numResponses' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'publishedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'completedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'previewUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'duplicatedFrom' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'questions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                { kind: 'Field', name: { kind: 'Name', value: 'variant' } },
                { kind: 'Field', name: { kind: 'Name', value: 'prompt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'context' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'mediaUrl' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'likertScale' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'options' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'mediaUrl' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'imageSet' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'mockup' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'image' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'price' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'reviews' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'reviewScore' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'numRatings' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'product' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'asin' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'image' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'price' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'salePrice' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'reviews' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'reviewScore' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'numRatings' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'quote' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'credits' } },
                { kind: 'Field', name: { kind: 'Name', value: 'subtotal' } },
                { kind: 'Field', name: { kind: 'Name', value: 'subtotalCredits' } },
                { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                { kind: 'Field', name: { kind: 'Name', value: 'planRequired' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quotedAt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'discounts' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'percentOff' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'credits' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'completionEstimate' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'bucket' } },
                { kind: 'Field', name: { kind: 'Name', value: 'estimatedMinutes' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'teamCredits' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SurveyV1Fields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Survey' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'projects' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'tags' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'templateId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'templateName' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'template' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'constraints' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'questionTypes' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'optionTypes' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'optionCount' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'min' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'max' } },
                          ],
                        },
                      },
                      { kind: 'Field', name: { kind: 'Name', value: 'sampleSizes' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'defaultSampleSize' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'countries' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'defaultCountry' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SurveyFieldsFragment, unknown>;
export const WebhookEndpointFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'WebhookEndpointFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'WebhookEndpoint' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url' } },
          { kind: 'Field', name: { kind: 'Name', value: 'enabledEvents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'disabledReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'disabledAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'livemode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<WebhookEndpointFieldsFragment, unknown>;
export const AuthenticateDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'Authenticate' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'secret' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'authenticate' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'secret' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'secret' } } }],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CredentialFields' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CredentialFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Credential' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'credentialId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'scopes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'livemode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'audience' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'team' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'plan' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'user' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AuthenticateMutation, AuthenticateMutationVariables>;
export const AuthenticateDownloadTokenDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AuthenticateDownloadToken' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'resource' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'authenticateDownloadToken' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'token' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'token' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'resource' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'resource' } } },
            ],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CredentialFields' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CredentialFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Credential' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'credentialId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'scopes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'livemode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'audience' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'team' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'plan' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'user' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AuthenticateDownloadTokenMutation, AuthenticateDownloadTokenMutationVariables>;
export const CreditBalanceDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CreditBalance' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'creditBalance' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'credits' } },
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                { kind: 'Field', name: { kind: 'Name', value: 'livemode' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'buckets' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'source' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'credits' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'grantedCredits' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'orderId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'expiresAt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreditBalanceQuery, CreditBalanceQueryVariables>;
export const ListOrdersDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ListOrders' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'cursor' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'orders' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'limit' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'cursor' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'cursor' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'nodes' },
                  selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'OrderFields' } }] },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'hasMore' } },
                { kind: 'Field', name: { kind: 'Name', value: 'nextCursor' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OrderFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Order' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'livemode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pack' } },
          { kind: 'Field', name: { kind: 'Name', value: 'credits' } },
          { kind: 'Field', name: { kind: 'Name', value: 'surveyId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'creditsUsed' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cardCharged' } },
          { kind: 'Field', name: { kind: 'Name', value: 'checkoutUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'paidAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'refundedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ListOrdersQuery, ListOrdersQueryVariables>;
export const GetOrderDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'GetOrder' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'order' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } }],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'OrderFields' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OrderFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Order' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'livemode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pack' } },
          { kind: 'Field', name: { kind: 'Name', value: 'credits' } },
          { kind: 'Field', name: { kind: 'Name', value: 'surveyId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'creditsUsed' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cardCharged' } },
          { kind: 'Field', name: { kind: 'Name', value: 'checkoutUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'paidAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'refundedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<GetOrderQuery, GetOrderQueryVariables>;
export const CreateCreditPackOrderDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateCreditPackOrder' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'pack' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'idempotencyKey' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createCreditPackOrder' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'pack' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'pack' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'idempotencyKey' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'idempotencyKey' } } },
            ],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'OrderFields' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OrderFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Order' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'livemode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pack' } },
          { kind: 'Field', name: { kind: 'Name', value: 'credits' } },
          { kind: 'Field', name: { kind: 'Name', value: 'surveyId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'creditsUsed' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cardCharged' } },
          { kind: 'Field', name: { kind: 'Name', value: 'checkoutUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'paidAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'refundedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateCreditPackOrderMutation, CreateCreditPackOrderMutationVariables>;
export const CreateBillingPortalSessionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateBillingPortalSession' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createBillingPortalSession' },
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'url' } }] },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateBillingPortalSessionMutation, CreateBillingPortalSessionMutationVariables>;
export const ClaimIdempotencyKeyDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ClaimIdempotencyKey' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'key' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'fingerprint' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'claimIdempotencyKey' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'key' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'key' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'fingerprint' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'fingerprint' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'state' } },
                { kind: 'Field', name: { kind: 'Name', value: 'responseStatus' } },
                { kind: 'Field', name: { kind: 'Name', value: 'responseBody' } },
                { kind: 'Field', name: { kind: 'Name', value: 'retryAfterSeconds' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ClaimIdempotencyKeyMutation, ClaimIdempotencyKeyMutationVariables>;
export const CompleteIdempotencyKeyDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CompleteIdempotencyKey' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'key' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'responseStatus' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'responseBody' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'completeIdempotencyKey' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'key' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'key' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'responseStatus' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'responseStatus' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'responseBody' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'responseBody' } } },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CompleteIdempotencyKeyMutation, CompleteIdempotencyKeyMutationVariables>;
export const ReleaseIdempotencyKeyDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ReleaseIdempotencyKey' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'key' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'releaseIdempotencyKey' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'key' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'key' } } }],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ReleaseIdempotencyKeyMutation, ReleaseIdempotencyKeyMutationVariables>;
export const ReceiveProviderEventDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ReceiveProviderEvent' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'payloadBase64' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'signature' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'receiveProviderEvent' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'payloadBase64' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'payloadBase64' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'signature' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'signature' } } },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ReceiveProviderEventMutation, ReceiveProviderEventMutationVariables>;
export const SignUpDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SignUp' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'SignUpInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'signUp' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'input' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } } }],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'secret' } },
                { kind: 'Field', name: { kind: 'Name', value: 'expiresAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SignUpMutation, SignUpMutationVariables>;
export const SignInDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SignIn' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'password' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'signIn' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'email' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'email' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'password' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'password' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'secret' } },
                { kind: 'Field', name: { kind: 'Name', value: 'expiresAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SignInMutation, SignInMutationVariables>;
export const ConsoleCallerDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ConsoleCaller' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'secret' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'consoleCaller' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'secret' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'secret' } } }],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'sessionId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'role' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'user' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'team' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ConsoleCallerQuery, ConsoleCallerQueryVariables>;
export const EndConsoleSessionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'EndConsoleSession' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'secret' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'endConsoleSession' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'secret' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'secret' } } }],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<EndConsoleSessionMutation, EndConsoleSessionMutationVariables>;
export const TeamApiKeysDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'TeamApiKeys' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'teamApiKeys' },
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ApiKeyFields' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ApiKeyFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ApiKey' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'prefix' } },
          { kind: 'Field', name: { kind: 'Name', value: 'scopes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'livemode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastUsedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'revokedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TeamApiKeysQuery, TeamApiKeysQueryVariables>;
export const CreateTeamApiKeyDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateTeamApiKey' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'livemode' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'scopes' } },
          type: { kind: 'NonNullType', type: { kind: 'ListType', type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Scope' } } } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createTeamApiKey' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'name' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'name' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'livemode' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'livemode' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'scopes' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'scopes' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'secret' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'key' },
                  selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ApiKeyFields' } }] },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ApiKeyFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ApiKey' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'prefix' } },
          { kind: 'Field', name: { kind: 'Name', value: 'scopes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'livemode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastUsedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'revokedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateTeamApiKeyMutation, CreateTeamApiKeyMutationVariables>;
export const RevokeTeamApiKeyDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RevokeTeamApiKey' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'revokeTeamApiKey' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } }],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ApiKeyFields' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ApiKeyFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ApiKey' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'prefix' } },
          { kind: 'Field', name: { kind: 'Name', value: 'scopes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'livemode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastUsedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'revokedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RevokeTeamApiKeyMutation, RevokeTeamApiKeyMutationVariables>;
export const TeamPageDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'TeamPage' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'teamMembers' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'page' }, value: { kind: 'IntValue', value: '1' } },
              { kind: 'Argument', name: { kind: 'Name', value: 'limit' }, value: { kind: 'IntValue', value: '100' } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'nodes' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'userId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'role' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'joinedAt' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'teamInvitations' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'role' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'expiresAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TeamPageQuery, TeamPageQueryVariables>;
export const InviteMemberDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'InviteMember' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'role' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'inviteMember' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'email' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'email' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'role' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'role' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'secret' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'invitation' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'role' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'expiresAt' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<InviteMemberMutation, InviteMemberMutationVariables>;
export const RevokeInvitationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RevokeInvitation' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'revokeInvitation' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } }],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RevokeInvitationMutation, RevokeInvitationMutationVariables>;
export const InvitationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Invitation' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'secret' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'invitation' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'secret' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'secret' } } }],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'teamName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'role' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hasAccount' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<InvitationQuery, InvitationQueryVariables>;
export const AcceptInvitationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AcceptInvitation' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'secret' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        { kind: 'VariableDefinition', variable: { kind: 'Variable', name: { kind: 'Name', value: 'name' } }, type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'password' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'acceptInvitation' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'secret' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'secret' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'name' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'name' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'password' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'password' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'secret' } },
                { kind: 'Field', name: { kind: 'Name', value: 'expiresAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AcceptInvitationMutation, AcceptInvitationMutationVariables>;
export const ChangeMemberRoleDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ChangeMemberRole' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'role' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'changeMemberRole' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'userId' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'role' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'role' } } },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ChangeMemberRoleMutation, ChangeMemberRoleMutationVariables>;
export const RemoveMemberDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RemoveMember' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'removeMember' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'userId' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } } }],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RemoveMemberMutation, RemoveMemberMutationVariables>;
export const EndpointAttemptsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'EndpointAttempts' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'endpointId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'webhookEndpointAttempts' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'endpointId' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'endpointId' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'limit' }, value: { kind: 'IntValue', value: '50' } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'eventId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'attempt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'statusCode' } },
                { kind: 'Field', name: { kind: 'Name', value: 'latencyMs' } },
                { kind: 'Field', name: { kind: 'Name', value: 'error' } },
                { kind: 'Field', name: { kind: 'Name', value: 'responseExcerpt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'nextAttemptAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'test' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<EndpointAttemptsQuery, EndpointAttemptsQueryVariables>;
export const RedeliverToEndpointDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RedeliverToEndpoint' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'eventId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'endpointId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'redeliverToEndpoint' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'eventId' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'eventId' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'endpointId' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'endpointId' } } },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RedeliverToEndpointMutation, RedeliverToEndpointMutationVariables>;
export const ChangePasswordDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ChangePassword' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'current' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'next' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'changePassword' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'current' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'current' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'next' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'next' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'secret' } },
                { kind: 'Field', name: { kind: 'Name', value: 'expiresAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const DisableWebhookEndpointDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DisableWebhookEndpoint' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'disableWebhookEndpoint' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } }],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DisableWebhookEndpointMutation, DisableWebhookEndpointMutationVariables>;
export const MyTeamsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'MyTeams' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'myTeams' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'role' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MyTeamsQuery, MyTeamsQueryVariables>;
export const SwitchConsoleTeamDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SwitchConsoleTeam' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'teamId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'switchConsoleTeam' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'teamId' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'teamId' } } }],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SwitchConsoleTeamMutation, SwitchConsoleTeamMutationVariables>;
export const SurveyExportsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'SurveyExports' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'surveyId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'resource' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'surveyExports' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'surveyId' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'surveyId' } } }],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'csvReady' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'reports' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'format' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'language' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'isPreview' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'storageKey' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'downloadToken' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'resource' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'resource' } } }],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'token' } },
                { kind: 'Field', name: { kind: 'Name', value: 'expiresAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SurveyExportsQuery, SurveyExportsQueryVariables>;
export const CsvExportReadyDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CsvExportReady' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'surveyId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'csvExportReady' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'surveyId' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'surveyId' } } }],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CsvExportReadyQuery, CsvExportReadyQueryVariables>;
export const HelpArticleDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'HelpArticle' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'locale' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'helpArticle' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'locale' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'locale' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'locale' } },
                { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                { kind: 'Field', name: { kind: 'Name', value: 'markdown' } },
                { kind: 'Field', name: { kind: 'Name', value: 'locales' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<HelpArticleQuery, HelpArticleQueryVariables>;
export const HelpSearchDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'HelpSearch' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'query' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'perPage' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'locale' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'types' } },
          type: { kind: 'ListType', type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'helpSearch' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'query' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'query' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'page' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'perPage' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'perPage' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'locale' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'locale' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'types' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'types' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'totalCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'page' } },
                { kind: 'Field', name: { kind: 'Name', value: 'perPage' } },
                { kind: 'Field', name: { kind: 'Name', value: 'totalPages' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'articles' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'body' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'snippet' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'industries' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'useCases' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'pollType' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'pollUrl' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'company' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'meta' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'backend' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'locale' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'generationSha' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'degraded' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<HelpSearchQuery, HelpSearchQueryVariables>;
export const UploadMediaDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UploadMedia' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'UploadMediaInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'uploadMedia' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'input' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } } }],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'resourceType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'embedded' } },
                { kind: 'Field', name: { kind: 'Name', value: 'contentType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'bytes' } },
                { kind: 'Field', name: { kind: 'Name', value: 'filename' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sourceUrl' } },
                { kind: 'Field', name: { kind: 'Name', value: 'livemode' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UploadMediaMutation, UploadMediaMutationVariables>;
export const GenerateImagesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'GenerateImages' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'GenerateImagesInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'generateImages' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'input' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } } }],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'generator' } },
                { kind: 'Field', name: { kind: 'Name', value: 'prompt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'size' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'images' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'resourceType' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'embedded' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'contentType' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'bytes' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'filename' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'sourceUrl' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'livemode' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<GenerateImagesMutation, GenerateImagesMutationVariables>;
export const OAuthClientDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'OAuthClient' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'secret' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'secretless' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'oauthClient' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'clientId' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'clientId' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'secret' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'secret' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'secretless' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'secretless' } } },
            ],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'OAuthClientFields' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OAuthClientFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'OAuthClient' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clientId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'teamId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'teamName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'registration' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'redirectUris' } },
          { kind: 'Field', name: { kind: 'Name', value: 'confidential' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<OAuthClientQuery, OAuthClientQueryVariables>;
export const SaveOAuthCodeDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SaveOAuthCode' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'OAuthCodeInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'saveOAuthCode' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'input' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } } }],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SaveOAuthCodeMutation, SaveOAuthCodeMutationVariables>;
export const OAuthCodeDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'OAuthCode' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'code' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'oauthCode' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'code' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'code' } } }],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'clientId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'userId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'teamId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'redirectUri' } },
                { kind: 'Field', name: { kind: 'Name', value: 'scopes' } },
                { kind: 'Field', name: { kind: 'Name', value: 'codeChallenge' } },
                { kind: 'Field', name: { kind: 'Name', value: 'codeChallengeMethod' } },
                { kind: 'Field', name: { kind: 'Name', value: 'expiresAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'grantId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'used' } },
                { kind: 'Field', name: { kind: 'Name', value: 'resource' } },
                { kind: 'Field', name: { kind: 'Name', value: 'livemode' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<OAuthCodeQuery, OAuthCodeQueryVariables>;
export const ConsumeOAuthCodeDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ConsumeOAuthCode' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'code' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'consumeOAuthCode' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'code' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'code' } } }],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ConsumeOAuthCodeMutation, ConsumeOAuthCodeMutationVariables>;
export const SaveOAuthTokensDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SaveOAuthTokens' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'OAuthTokensInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'saveOAuthTokens' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'input' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } } }],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SaveOAuthTokensMutation, SaveOAuthTokensMutationVariables>;
export const OAuthRefreshTokenDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'OAuthRefreshToken' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'oauthRefreshToken' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'token' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'token' } } }],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'clientId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'userId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'teamId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'scopes' } },
                { kind: 'Field', name: { kind: 'Name', value: 'expiresAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'grantId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'revoked' } },
                { kind: 'Field', name: { kind: 'Name', value: 'resource' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<OAuthRefreshTokenQuery, OAuthRefreshTokenQueryVariables>;
export const RevokeOAuthRefreshTokenDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RevokeOAuthRefreshToken' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'revokeOAuthRefreshToken' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'token' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'token' } } }],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RevokeOAuthRefreshTokenMutation, RevokeOAuthRefreshTokenMutationVariables>;
export const RevokeOAuthGrantOfSecretDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RevokeOAuthGrantOfSecret' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'secret' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'revokeOAuthGrantOfSecret' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'secret' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'secret' } } }],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RevokeOAuthGrantOfSecretMutation, RevokeOAuthGrantOfSecretMutationVariables>;
export const RevokeOAuthTokenDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RevokeOAuthToken' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'revokeOAuthToken' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'clientId' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'clientId' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'token' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'token' } } },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RevokeOAuthTokenMutation, RevokeOAuthTokenMutationVariables>;
export const TeamOAuthClientsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'TeamOAuthClients' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'teamOAuthClients' },
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'OAuthClientFields' } }] },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'connectedApps' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'clientId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'teamName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'scopes' } },
                { kind: 'Field', name: { kind: 'Name', value: 'grantedAt' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'teamOAuthGrants' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'clientId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'appName' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'user' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'role' } },
                { kind: 'Field', name: { kind: 'Name', value: 'scopes' } },
                { kind: 'Field', name: { kind: 'Name', value: 'grantedAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastUsedAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'agent' } },
                { kind: 'Field', name: { kind: 'Name', value: 'livemode' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OAuthClientFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'OAuthClient' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clientId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'teamId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'teamName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'registration' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'redirectUris' } },
          { kind: 'Field', name: { kind: 'Name', value: 'confidential' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TeamOAuthClientsQuery, TeamOAuthClientsQueryVariables>;
export const RegisterOAuthClientDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RegisterOAuthClient' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'redirectUris' } },
          type: { kind: 'NonNullType', type: { kind: 'ListType', type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'confidential' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'registerOAuthClient' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'name' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'name' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'redirectUris' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'redirectUris' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'confidential' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'confidential' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'secret' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'client' },
                  selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'OAuthClientFields' } }] },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OAuthClientFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'OAuthClient' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clientId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'teamId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'teamName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'registration' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'redirectUris' } },
          { kind: 'Field', name: { kind: 'Name', value: 'confidential' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RegisterOAuthClientMutation, RegisterOAuthClientMutationVariables>;
export const RemoveOAuthClientDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RemoveOAuthClient' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'removeOAuthClient' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } }],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RemoveOAuthClientMutation, RemoveOAuthClientMutationVariables>;
export const DisconnectAppDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DisconnectApp' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'disconnectApp' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'clientId' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'clientId' } } }],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DisconnectAppMutation, DisconnectAppMutationVariables>;
export const RevokeOAuthGrantDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RevokeOAuthGrant' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'revokeOAuthGrant' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } }],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RevokeOAuthGrantMutation, RevokeOAuthGrantMutationVariables>;
export const RegisterDynamicOAuthClientDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RegisterDynamicOAuthClient' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'redirectUris' } },
          type: { kind: 'NonNullType', type: { kind: 'ListType', type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'registerDynamicOAuthClient' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'name' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'name' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'redirectUris' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'redirectUris' } } },
            ],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'OAuthClientFields' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OAuthClientFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'OAuthClient' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clientId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'teamId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'teamName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'registration' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'redirectUris' } },
          { kind: 'Field', name: { kind: 'Name', value: 'confidential' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RegisterDynamicOAuthClientMutation, RegisterDynamicOAuthClientMutationVariables>;
export const RecordMetadataOAuthClientDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RecordMetadataOAuthClient' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'url' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'redirectUris' } },
          type: { kind: 'NonNullType', type: { kind: 'ListType', type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'recordMetadataOAuthClient' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'url' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'url' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'name' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'name' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'redirectUris' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'redirectUris' } } },
            ],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'OAuthClientFields' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OAuthClientFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'OAuthClient' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clientId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'teamId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'teamName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'registration' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'redirectUris' } },
          { kind: 'Field', name: { kind: 'Name', value: 'confidential' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RecordMetadataOAuthClientMutation, RecordMetadataOAuthClientMutationVariables>;
export const StartOperatorSessionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'StartOperatorSession' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'secret' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'ttlSeconds' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'startOperatorSession' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'secret' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'secret' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'ttlSeconds' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'ttlSeconds' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'expiresAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StartOperatorSessionMutation, StartOperatorSessionMutationVariables>;
export const OperatorSessionIsLiveDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'OperatorSessionIsLive' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'configTokenHash' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'operatorSessionIsLive' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'configTokenHash' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'configTokenHash' } } },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<OperatorSessionIsLiveQuery, OperatorSessionIsLiveQueryVariables>;
export const EndOperatorSessionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'EndOperatorSession' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'endOperatorSession' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } }],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<EndOperatorSessionMutation, EndOperatorSessionMutationVariables>;
export const PlaybooksDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Playbooks' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'playbooks' },
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'PlaybookFields' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PlaybookFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Playbook' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'goal' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'steps' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                { kind: 'Field', name: { kind: 'Name', value: 'guidance' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'template' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PlaybooksQuery, PlaybooksQueryVariables>;
export const PlaybookDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Playbook' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'playbook' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } }],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'PlaybookFields' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PlaybookFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Playbook' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'goal' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'steps' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                { kind: 'Field', name: { kind: 'Name', value: 'guidance' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'template' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PlaybookQuery, PlaybookQueryVariables>;
export const StartPlaybookDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'StartPlaybook' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'PlaybookStartInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'startPlaybook' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'input' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'project' },
                  selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProjectFields' } }] },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'surveys' },
                  selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'SurveyFields' } }] },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SurveyCoreFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Survey' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'country' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sampleSize' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'targeting' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reporting' } },
          { kind: 'Field', name: { kind: 'Name', value: 'externalId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'surveyIntent' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isMiniPoll' } },
          { kind: 'Field', name: { kind: 'Name', value: 'numResponses' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'publishedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'completedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'previewUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'duplicatedFrom' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'questions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                { kind: 'Field', name: { kind: 'Name', value: 'variant' } },
                { kind: 'Field', name: { kind: 'Name', value: 'prompt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'context' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'mediaUrl' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'likertScale' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'options' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'mediaUrl' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'imageSet' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'mockup' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'image' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'price' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'reviews' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'reviewScore' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'numRatings' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'product' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'asin' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'image' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'price' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'salePrice' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'reviews' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'reviewScore' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'numRatings' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'quote' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'credits' } },
                { kind: 'Field', name: { kind: 'Name', value: 'subtotal' } },
                { kind: 'Field', name: { kind: 'Name', value: 'subtotalCredits' } },
                { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                { kind: 'Field', name: { kind: 'Name', value: 'planRequired' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quotedAt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'discounts' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'percentOff' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'credits' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'completionEstimate' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'bucket' } },
                { kind: 'Field', name: { kind: 'Name', value: 'estimatedMinutes' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'teamCredits' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SurveyV1Fields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Survey' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'projects' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'tags' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'templateId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'templateName' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'template' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'constraints' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'questionTypes' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'optionTypes' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'optionCount' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'min' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'max' } },
                          ],
                        },
                      },
                      { kind: 'Field', name: { kind: 'Name', value: 'sampleSizes' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'defaultSampleSize' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'countries' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'defaultCountry' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProjectFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Project' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'goal' } },
          { kind: 'Field', name: { kind: 'Name', value: 'archived' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bookmarked' } },
          { kind: 'Field', name: { kind: 'Name', value: 'surveyCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createdBy' },
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'name' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SurveyFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Survey' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SurveyCoreFields' } },
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SurveyV1Fields' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StartPlaybookMutation, StartPlaybookMutationVariables>;
export const ListProjectsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ListProjects' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'bookmarked' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'archived' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'projects' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'page' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'limit' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'bookmarked' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'bookmarked' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'archived' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'archived' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'nodes' },
                  selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProjectFields' } }] },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProjectFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Project' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'goal' } },
          { kind: 'Field', name: { kind: 'Name', value: 'archived' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bookmarked' } },
          { kind: 'Field', name: { kind: 'Name', value: 'surveyCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createdBy' },
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'name' } }] },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ListProjectsQuery, ListProjectsQueryVariables>;
export const CreateProjectDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateProject' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ProjectInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createProject' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'input' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } } }],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProjectFields' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProjectFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Project' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'goal' } },
          { kind: 'Field', name: { kind: 'Name', value: 'archived' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bookmarked' } },
          { kind: 'Field', name: { kind: 'Name', value: 'surveyCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createdBy' },
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'name' } }] },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateProjectMutation, CreateProjectMutationVariables>;
export const UpdateProjectDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateProject' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ProjectInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateProject' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'input' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } } },
            ],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProjectFields' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProjectFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Project' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'goal' } },
          { kind: 'Field', name: { kind: 'Name', value: 'archived' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bookmarked' } },
          { kind: 'Field', name: { kind: 'Name', value: 'surveyCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createdBy' },
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'name' } }] },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateProjectMutation, UpdateProjectMutationVariables>;
export const EnterSurveyDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'EnterSurvey' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'entryToken' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'params' } },
          type: { kind: 'NonNullType', type: { kind: 'ListType', type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'EntryParamInput' } } } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'enterSurvey' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'entryToken' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'entryToken' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'params' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'params' } } },
            ],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'RespondentStepFields' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RespondentStepFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RespondentStep' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'token' } },
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          { kind: 'Field', name: { kind: 'Name', value: 'surveyTitle' } },
          { kind: 'Field', name: { kind: 'Name', value: 'redirectUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'answered' } },
          { kind: 'Field', name: { kind: 'Name', value: 'total' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'screener' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'category' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'values' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'permalink' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'question' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'index' } },
                { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                { kind: 'Field', name: { kind: 'Name', value: 'variant' } },
                { kind: 'Field', name: { kind: 'Name', value: 'prompt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'context' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'mediaUrl' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'scale' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'options' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'imageUrl' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'detail' } },
                    ],
                  },
                },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'shownTexts' } },
          { kind: 'Field', name: { kind: 'Name', value: 'otherExplanations' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<EnterSurveyMutation, EnterSurveyMutationVariables>;
export const RespondentStepDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'RespondentStep' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'respondentStep' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'token' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'token' } } }],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'RespondentStepFields' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RespondentStepFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RespondentStep' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'token' } },
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          { kind: 'Field', name: { kind: 'Name', value: 'surveyTitle' } },
          { kind: 'Field', name: { kind: 'Name', value: 'redirectUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'answered' } },
          { kind: 'Field', name: { kind: 'Name', value: 'total' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'screener' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'category' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'values' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'permalink' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'question' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'index' } },
                { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                { kind: 'Field', name: { kind: 'Name', value: 'variant' } },
                { kind: 'Field', name: { kind: 'Name', value: 'prompt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'context' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'mediaUrl' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'scale' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'options' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'imageUrl' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'detail' } },
                    ],
                  },
                },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'shownTexts' } },
          { kind: 'Field', name: { kind: 'Name', value: 'otherExplanations' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RespondentStepQuery, RespondentStepQueryVariables>;
export const AnswerScreenerDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AnswerScreener' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'answers' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'ListType', type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ScreenerAnswerInput' } } } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'answerScreener' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'token' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'token' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'answers' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'answers' } } },
            ],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'RespondentStepFields' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RespondentStepFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RespondentStep' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'token' } },
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          { kind: 'Field', name: { kind: 'Name', value: 'surveyTitle' } },
          { kind: 'Field', name: { kind: 'Name', value: 'redirectUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'answered' } },
          { kind: 'Field', name: { kind: 'Name', value: 'total' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'screener' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'category' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'values' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'permalink' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'question' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'index' } },
                { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                { kind: 'Field', name: { kind: 'Name', value: 'variant' } },
                { kind: 'Field', name: { kind: 'Name', value: 'prompt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'context' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'mediaUrl' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'scale' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'options' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'imageUrl' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'detail' } },
                    ],
                  },
                },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'shownTexts' } },
          { kind: 'Field', name: { kind: 'Name', value: 'otherExplanations' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AnswerScreenerMutation, AnswerScreenerMutationVariables>;
export const AnswerQuestionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AnswerQuestion' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'answer' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'PanelAnswerInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'answerQuestion' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'token' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'token' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'answer' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'answer' } } },
            ],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'RespondentStepFields' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RespondentStepFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RespondentStep' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'token' } },
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          { kind: 'Field', name: { kind: 'Name', value: 'surveyTitle' } },
          { kind: 'Field', name: { kind: 'Name', value: 'redirectUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'answered' } },
          { kind: 'Field', name: { kind: 'Name', value: 'total' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'screener' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'category' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'values' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'permalink' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'question' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'index' } },
                { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                { kind: 'Field', name: { kind: 'Name', value: 'variant' } },
                { kind: 'Field', name: { kind: 'Name', value: 'prompt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'context' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'mediaUrl' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'scale' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'options' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'imageUrl' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'detail' } },
                    ],
                  },
                },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'shownTexts' } },
          { kind: 'Field', name: { kind: 'Name', value: 'otherExplanations' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AnswerQuestionMutation, AnswerQuestionMutationVariables>;
export const UploadRespondentRecordingDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UploadRespondentRecording' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'data' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'uploadRespondentRecording' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'token' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'token' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'data' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'data' } } },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UploadRespondentRecordingMutation, UploadRespondentRecordingMutationVariables>;
export const PreviewStepDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'PreviewStep' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'previewToken' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'index' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'previewStep' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'previewToken' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'previewToken' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'index' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'index' } } },
            ],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'RespondentStepFields' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RespondentStepFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RespondentStep' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'token' } },
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          { kind: 'Field', name: { kind: 'Name', value: 'surveyTitle' } },
          { kind: 'Field', name: { kind: 'Name', value: 'redirectUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'answered' } },
          { kind: 'Field', name: { kind: 'Name', value: 'total' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'screener' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'category' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'values' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'permalink' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'question' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'index' } },
                { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                { kind: 'Field', name: { kind: 'Name', value: 'variant' } },
                { kind: 'Field', name: { kind: 'Name', value: 'prompt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'context' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'mediaUrl' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'scale' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'options' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'imageUrl' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'detail' } },
                    ],
                  },
                },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'shownTexts' } },
          { kind: 'Field', name: { kind: 'Name', value: 'otherExplanations' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PreviewStepQuery, PreviewStepQueryVariables>;
export const CheckPreviewAnswerDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CheckPreviewAnswer' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'previewToken' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'answer' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'PanelAnswerInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'checkPreviewAnswer' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'previewToken' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'previewToken' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'answer' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'answer' } } },
            ],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'RespondentStepFields' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RespondentStepFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RespondentStep' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'token' } },
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          { kind: 'Field', name: { kind: 'Name', value: 'surveyTitle' } },
          { kind: 'Field', name: { kind: 'Name', value: 'redirectUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'answered' } },
          { kind: 'Field', name: { kind: 'Name', value: 'total' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'screener' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'category' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'values' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'permalink' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'question' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'index' } },
                { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                { kind: 'Field', name: { kind: 'Name', value: 'variant' } },
                { kind: 'Field', name: { kind: 'Name', value: 'prompt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'context' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'mediaUrl' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'scale' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'options' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'imageUrl' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'detail' } },
                    ],
                  },
                },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'shownTexts' } },
          { kind: 'Field', name: { kind: 'Name', value: 'otherExplanations' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CheckPreviewAnswerMutation, CheckPreviewAnswerMutationVariables>;
export const SurveyResultsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'SurveyResults' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'surveyId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'breakdowns' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'surveyResults' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'surveyId' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'surveyId' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'breakdowns' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'breakdowns' } } },
            ],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ResultFields' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ResultFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'QuestionResults' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'questionId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalResponses' } },
          { kind: 'Field', name: { kind: 'Name', value: 'winningOptionId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'averageScore' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'options' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'votes' } },
                { kind: 'Field', name: { kind: 'Name', value: 'percentage' } },
                { kind: 'Field', name: { kind: 'Name', value: 'rank' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isWinner' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'breakdowns' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'trait' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'segments' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'totalResponses' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'winningOptionId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'averageScore' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'options' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'votes' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'percentage' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'rank' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'isWinner' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SurveyResultsQuery, SurveyResultsQueryVariables>;
export const SurveyResponsesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'SurveyResponses' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'surveyId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'questionId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ResponseStatusFilter' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'pinned' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'cursor' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        { kind: 'VariableDefinition', variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } }, type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'surveyResponses' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'surveyId' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'surveyId' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'questionId' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'questionId' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'status' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'status' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'pinned' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'pinned' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'limit' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'cursor' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'cursor' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'page' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'nodes' },
                  selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ResponseFields' } }] },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'hasMore' } },
                { kind: 'Field', name: { kind: 'Name', value: 'nextCursor' } },
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ResponseFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'SurveyResponse' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'surveyId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'questionId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'respondentId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rejectionReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pinned' } },
          { kind: 'Field', name: { kind: 'Name', value: 'explanation' } },
          { kind: 'Field', name: { kind: 'Name', value: 'chosenOption' } },
          { kind: 'Field', name: { kind: 'Name', value: 'selectedOptions' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'ranking' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'rank' } },
                { kind: 'Field', name: { kind: 'Name', value: 'option' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'matchup' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'option1' } },
                { kind: 'Field', name: { kind: 'Name', value: 'option2' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'clicks' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                { kind: 'Field', name: { kind: 'Name', value: 'xCoord' } },
                { kind: 'Field', name: { kind: 'Name', value: 'yCoord' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'statements' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'statement' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'prices' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'tooCheap' } },
                { kind: 'Field', name: { kind: 'Name', value: 'bargain' } },
                { kind: 'Field', name: { kind: 'Name', value: 'expensive' } },
                { kind: 'Field', name: { kind: 'Name', value: 'tooExpensive' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'score' } },
          { kind: 'Field', name: { kind: 'Name', value: 'media' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mediaTranscription' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'respondent' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'trait' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'rating' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'responseId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
                { kind: 'Field', name: { kind: 'Name', value: 'comment' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SurveyResponsesQuery, SurveyResponsesQueryVariables>;
export const SurveyResultsAndResponsesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'SurveyResultsAndResponses' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'perQuestion' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'surveyResults' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'surveyId' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'breakdowns' }, value: { kind: 'BooleanValue', value: true } },
            ],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ResultFields' } }] },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'questionResponses' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'surveyId' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'perQuestion' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'perQuestion' } } },
            ],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ResponseFields' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ResultFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'QuestionResults' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'questionId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalResponses' } },
          { kind: 'Field', name: { kind: 'Name', value: 'winningOptionId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'averageScore' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'options' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'votes' } },
                { kind: 'Field', name: { kind: 'Name', value: 'percentage' } },
                { kind: 'Field', name: { kind: 'Name', value: 'rank' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isWinner' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'breakdowns' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'trait' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'segments' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'totalResponses' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'winningOptionId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'averageScore' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'options' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'votes' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'percentage' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'rank' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'isWinner' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ResponseFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'SurveyResponse' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'surveyId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'questionId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'respondentId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rejectionReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pinned' } },
          { kind: 'Field', name: { kind: 'Name', value: 'explanation' } },
          { kind: 'Field', name: { kind: 'Name', value: 'chosenOption' } },
          { kind: 'Field', name: { kind: 'Name', value: 'selectedOptions' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'ranking' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'rank' } },
                { kind: 'Field', name: { kind: 'Name', value: 'option' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'matchup' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'option1' } },
                { kind: 'Field', name: { kind: 'Name', value: 'option2' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'clicks' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                { kind: 'Field', name: { kind: 'Name', value: 'xCoord' } },
                { kind: 'Field', name: { kind: 'Name', value: 'yCoord' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'statements' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'statement' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'prices' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'tooCheap' } },
                { kind: 'Field', name: { kind: 'Name', value: 'bargain' } },
                { kind: 'Field', name: { kind: 'Name', value: 'expensive' } },
                { kind: 'Field', name: { kind: 'Name', value: 'tooExpensive' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'score' } },
          { kind: 'Field', name: { kind: 'Name', value: 'media' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mediaTranscription' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'respondent' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'trait' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'rating' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'responseId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
                { kind: 'Field', name: { kind: 'Name', value: 'comment' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SurveyResultsAndResponsesQuery, SurveyResultsAndResponsesQueryVariables>;
export const RateResponseDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RateResponse' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'responseId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'rating' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'comment' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'rateResponse' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'responseId' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'responseId' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'rating' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'rating' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'comment' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'comment' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'responseId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
                { kind: 'Field', name: { kind: 'Name', value: 'comment' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RateResponseMutation, RateResponseMutationVariables>;
export const DeleteResponseRatingDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteResponseRating' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'responseId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteResponseRating' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'responseId' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'responseId' } } }],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'responseId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
                { kind: 'Field', name: { kind: 'Name', value: 'comment' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteResponseRatingMutation, DeleteResponseRatingMutationVariables>;
export const PinResponseDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'PinResponse' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'responseId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'pinned' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'pinResponse' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'responseId' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'responseId' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'pinned' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'pinned' } } },
            ],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ResponseFields' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ResponseFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'SurveyResponse' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'surveyId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'questionId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'respondentId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rejectionReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pinned' } },
          { kind: 'Field', name: { kind: 'Name', value: 'explanation' } },
          { kind: 'Field', name: { kind: 'Name', value: 'chosenOption' } },
          { kind: 'Field', name: { kind: 'Name', value: 'selectedOptions' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'ranking' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'rank' } },
                { kind: 'Field', name: { kind: 'Name', value: 'option' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'matchup' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'option1' } },
                { kind: 'Field', name: { kind: 'Name', value: 'option2' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'clicks' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                { kind: 'Field', name: { kind: 'Name', value: 'xCoord' } },
                { kind: 'Field', name: { kind: 'Name', value: 'yCoord' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'statements' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'statement' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'prices' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'tooCheap' } },
                { kind: 'Field', name: { kind: 'Name', value: 'bargain' } },
                { kind: 'Field', name: { kind: 'Name', value: 'expensive' } },
                { kind: 'Field', name: { kind: 'Name', value: 'tooExpensive' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'score' } },
          { kind: 'Field', name: { kind: 'Name', value: 'media' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mediaTranscription' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'respondent' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'trait' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'rating' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'responseId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
                { kind: 'Field', name: { kind: 'Name', value: 'comment' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PinResponseMutation, PinResponseMutationVariables>;
export const SendFollowupDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SendFollowup' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'surveyId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'responseId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'question' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'sendFollowup' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'surveyId' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'surveyId' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'responseId' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'responseId' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'question' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'question' } } },
            ],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'FollowupFields' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'FollowupFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Followup' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'surveyId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'responseId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'questionId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'question' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'answer' } },
          { kind: 'Field', name: { kind: 'Name', value: 'respondedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'refunded' } },
          { kind: 'Field', name: { kind: 'Name', value: 'creditsCharged' } },
          { kind: 'Field', name: { kind: 'Name', value: 'expiresAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SendFollowupMutation, SendFollowupMutationVariables>;
export const FollowupsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Followups' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'surveyId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'responseId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'followups' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'surveyId' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'surveyId' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'responseId' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'responseId' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'page' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'limit' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'nodes' },
                  selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'FollowupFields' } }] },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'FollowupFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Followup' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'surveyId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'responseId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'questionId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'question' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'answer' } },
          { kind: 'Field', name: { kind: 'Name', value: 'respondedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'refunded' } },
          { kind: 'Field', name: { kind: 'Name', value: 'creditsCharged' } },
          { kind: 'Field', name: { kind: 'Name', value: 'expiresAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<FollowupsQuery, FollowupsQueryVariables>;
export const ShareLinksDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ShareLinks' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'surveyId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'shareLinks' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'surveyId' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'surveyId' } } }],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'token' } },
                { kind: 'Field', name: { kind: 'Name', value: 'surveyId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'revokedAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ShareLinksQuery, ShareLinksQueryVariables>;
export const CreateShareLinkDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateShareLink' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'surveyId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createShareLink' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'surveyId' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'surveyId' } } }],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'token' } },
                { kind: 'Field', name: { kind: 'Name', value: 'surveyId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'revokedAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateShareLinkMutation, CreateShareLinkMutationVariables>;
export const RevokeShareLinkDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RevokeShareLink' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'revokeShareLink' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } }],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'token' } },
                { kind: 'Field', name: { kind: 'Name', value: 'surveyId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'revokedAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RevokeShareLinkMutation, RevokeShareLinkMutationVariables>;
export const SharedSurveyDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'SharedSurvey' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'sharedSurvey' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'token' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'token' } } }],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'surveyId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'teamId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'livemode' } },
                { kind: 'Field', name: { kind: 'Name', value: 'linkId' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SharedSurveyQuery, SharedSurveyQueryVariables>;
export const ResultsSurveyDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ResultsSurvey' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'storedSurvey' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } }],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SurveyFields' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'questions' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'ai' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SurveyCoreFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Survey' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'country' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sampleSize' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'targeting' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reporting' } },
          { kind: 'Field', name: { kind: 'Name', value: 'externalId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'surveyIntent' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isMiniPoll' } },
          { kind: 'Field', name: { kind: 'Name', value: 'numResponses' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'publishedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'completedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'previewUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'duplicatedFrom' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'questions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                { kind: 'Field', name: { kind: 'Name', value: 'variant' } },
                { kind: 'Field', name: { kind: 'Name', value: 'prompt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'context' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'mediaUrl' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'likertScale' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'options' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'mediaUrl' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'imageSet' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'mockup' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'image' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'price' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'reviews' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'reviewScore' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'numRatings' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'product' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'asin' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'image' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'price' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'salePrice' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'reviews' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'reviewScore' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'numRatings' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'quote' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'credits' } },
                { kind: 'Field', name: { kind: 'Name', value: 'subtotal' } },
                { kind: 'Field', name: { kind: 'Name', value: 'subtotalCredits' } },
                { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                { kind: 'Field', name: { kind: 'Name', value: 'planRequired' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quotedAt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'discounts' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'percentOff' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'credits' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'completionEstimate' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'bucket' } },
                { kind: 'Field', name: { kind: 'Name', value: 'estimatedMinutes' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'teamCredits' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SurveyV1Fields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Survey' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'projects' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'tags' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'templateId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'templateName' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'template' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'constraints' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'questionTypes' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'optionTypes' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'optionCount' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'min' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'max' } },
                          ],
                        },
                      },
                      { kind: 'Field', name: { kind: 'Name', value: 'sampleSizes' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'defaultSampleSize' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'countries' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'defaultCountry' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SurveyFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Survey' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SurveyCoreFields' } },
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SurveyV1Fields' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ResultsSurveyQuery, ResultsSurveyQueryVariables>;
export const SurveyProgressDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'SurveyProgress' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'storedSurvey' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } }],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sampleSize' } },
                { kind: 'Field', name: { kind: 'Name', value: 'numResponses' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'completionEstimate' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'bucket' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'estimatedMinutes' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SurveyProgressQuery, SurveyProgressQueryVariables>;
export const ProjectPageDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ProjectPage' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'SurveySearchInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'project' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } }],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProjectFields' } }] },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'searchSurveys' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'filter' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } } }],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'nodes' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'sampleSize' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'numResponses' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'completedAt' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProjectFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Project' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'goal' } },
          { kind: 'Field', name: { kind: 'Name', value: 'archived' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bookmarked' } },
          { kind: 'Field', name: { kind: 'Name', value: 'surveyCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createdBy' },
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'name' } }] },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ProjectPageQuery, ProjectPageQueryVariables>;
export const SurveyReportsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'SurveyReports' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'surveyId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'surveyExports' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'surveyId' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'surveyId' } } }],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'csvReady' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'reports' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'format' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'language' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'isPreview' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'storageKey' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SurveyReportsQuery, SurveyReportsQueryVariables>;
export const SurveyResultsWithInsightsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'SurveyResultsWithInsights' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'breakdowns' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'storedSurvey' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } }],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sampleSize' } },
                { kind: 'Field', name: { kind: 'Name', value: 'numResponses' } },
                { kind: 'Field', name: { kind: 'Name', value: 'completedAt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'questions' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'prompt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'ai' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'surveyResults' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'surveyId' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'breakdowns' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'breakdowns' } } },
            ],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ResultFields' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ResultFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'QuestionResults' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'questionId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalResponses' } },
          { kind: 'Field', name: { kind: 'Name', value: 'winningOptionId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'averageScore' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'options' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'votes' } },
                { kind: 'Field', name: { kind: 'Name', value: 'percentage' } },
                { kind: 'Field', name: { kind: 'Name', value: 'rank' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isWinner' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'breakdowns' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'trait' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'segments' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'totalResponses' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'winningOptionId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'averageScore' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'options' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'votes' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'percentage' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'rank' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'isWinner' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SurveyResultsWithInsightsQuery, SurveyResultsWithInsightsQueryVariables>;
export const SubgraphStatusDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'SubgraphStatus' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'accountsStatus' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'databaseReachable' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'surveysStatus' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'databaseReachable' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'billingStatus' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'databaseReachable' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'mediaStatus' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'databaseReachable' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'webhooksStatus' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'databaseReachable' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SubgraphStatusQuery, SubgraphStatusQueryVariables>;
export const TraitCountriesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'TraitCountries' },
      selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'traitCountries' } }] },
    },
  ],
} as unknown as DocumentNode<TraitCountriesQuery, TraitCountriesQueryVariables>;
export const SurveyQuoteDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'SurveyQuote' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'SurveyQuoteInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'surveyQuote' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'input' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } } }],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'credits' } },
                { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                { kind: 'Field', name: { kind: 'Name', value: 'planRequired' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SurveyQuoteQuery, SurveyQuoteQueryVariables>;
export const PublishCheckoutDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'PublishCheckout' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'survey' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } }],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sampleSize' } },
                { kind: 'Field', name: { kind: 'Name', value: 'country' } },
                { kind: 'Field', name: { kind: 'Name', value: 'previewUrl' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'questions' },
                  selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }] },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'quote' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'credits' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'subtotal' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'subtotalCredits' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'planRequired' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'quotedAt' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'discounts' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'credits' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'creditBalance' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'credits' } },
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PublishCheckoutQuery, PublishCheckoutQueryVariables>;
export const DefaultCardDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'DefaultCard' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'creditBalance' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'defaultCard' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'brand' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'last4' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DefaultCardQuery, DefaultCardQueryVariables>;
export const CreateSurveyDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateSurvey' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'SurveyInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createSurvey' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'input' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } } }],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'SurveyFields' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SurveyCoreFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Survey' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'country' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sampleSize' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'targeting' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reporting' } },
          { kind: 'Field', name: { kind: 'Name', value: 'externalId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'surveyIntent' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isMiniPoll' } },
          { kind: 'Field', name: { kind: 'Name', value: 'numResponses' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'publishedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'completedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'previewUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'duplicatedFrom' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'questions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                { kind: 'Field', name: { kind: 'Name', value: 'variant' } },
                { kind: 'Field', name: { kind: 'Name', value: 'prompt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'context' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'mediaUrl' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'likertScale' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'options' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'mediaUrl' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'imageSet' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'mockup' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'image' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'price' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'reviews' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'reviewScore' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'numRatings' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'product' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'asin' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'image' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'price' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'salePrice' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'reviews' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'reviewScore' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'numRatings' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'quote' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'credits' } },
                { kind: 'Field', name: { kind: 'Name', value: 'subtotal' } },
                { kind: 'Field', name: { kind: 'Name', value: 'subtotalCredits' } },
                { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                { kind: 'Field', name: { kind: 'Name', value: 'planRequired' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quotedAt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'discounts' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'percentOff' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'credits' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'completionEstimate' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'bucket' } },
                { kind: 'Field', name: { kind: 'Name', value: 'estimatedMinutes' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'teamCredits' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SurveyV1Fields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Survey' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'projects' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'tags' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'templateId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'templateName' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'template' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'constraints' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'questionTypes' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'optionTypes' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'optionCount' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'min' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'max' } },
                          ],
                        },
                      },
                      { kind: 'Field', name: { kind: 'Name', value: 'sampleSizes' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'defaultSampleSize' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'countries' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'defaultCountry' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SurveyFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Survey' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SurveyCoreFields' } },
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SurveyV1Fields' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateSurveyMutation, CreateSurveyMutationVariables>;
export const GetSurveyDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'GetSurvey' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'insights' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } } },
          defaultValue: { kind: 'BooleanValue', value: false },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'survey' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } }],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SurveyFields' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'questions' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'ai' },
                        directives: [
                          {
                            kind: 'Directive',
                            name: { kind: 'Name', value: 'include' },
                            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'if' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'insights' } } }],
                          },
                        ],
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SurveyCoreFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Survey' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'country' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sampleSize' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'targeting' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reporting' } },
          { kind: 'Field', name: { kind: 'Name', value: 'externalId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'surveyIntent' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isMiniPoll' } },
          { kind: 'Field', name: { kind: 'Name', value: 'numResponses' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'publishedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'completedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'previewUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'duplicatedFrom' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'questions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                { kind: 'Field', name: { kind: 'Name', value: 'variant' } },
                { kind: 'Field', name: { kind: 'Name', value: 'prompt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'context' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'mediaUrl' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'likertScale' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'options' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'mediaUrl' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'imageSet' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'mockup' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'image' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'price' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'reviews' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'reviewScore' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'numRatings' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'product' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'asin' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'image' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'price' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'salePrice' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'reviews' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'reviewScore' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'numRatings' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'quote' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'credits' } },
                { kind: 'Field', name: { kind: 'Name', value: 'subtotal' } },
                { kind: 'Field', name: { kind: 'Name', value: 'subtotalCredits' } },
                { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                { kind: 'Field', name: { kind: 'Name', value: 'planRequired' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quotedAt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'discounts' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'percentOff' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'credits' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'completionEstimate' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'bucket' } },
                { kind: 'Field', name: { kind: 'Name', value: 'estimatedMinutes' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'teamCredits' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SurveyV1Fields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Survey' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'projects' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'tags' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'templateId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'templateName' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'template' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'constraints' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'questionTypes' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'optionTypes' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'optionCount' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'min' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'max' } },
                          ],
                        },
                      },
                      { kind: 'Field', name: { kind: 'Name', value: 'sampleSizes' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'defaultSampleSize' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'countries' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'defaultCountry' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SurveyFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Survey' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SurveyCoreFields' } },
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SurveyV1Fields' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<GetSurveyQuery, GetSurveyQueryVariables>;
export const GetSurveyCoreDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'GetSurveyCore' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'survey' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } }],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'SurveyCoreFields' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SurveyCoreFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Survey' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'country' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sampleSize' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'targeting' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reporting' } },
          { kind: 'Field', name: { kind: 'Name', value: 'externalId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'surveyIntent' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isMiniPoll' } },
          { kind: 'Field', name: { kind: 'Name', value: 'numResponses' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'publishedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'completedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'previewUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'duplicatedFrom' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'questions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                { kind: 'Field', name: { kind: 'Name', value: 'variant' } },
                { kind: 'Field', name: { kind: 'Name', value: 'prompt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'context' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'mediaUrl' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'likertScale' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'options' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'mediaUrl' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'imageSet' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'mockup' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'image' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'price' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'reviews' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'reviewScore' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'numRatings' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'product' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'asin' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'image' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'price' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'salePrice' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'reviews' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'reviewScore' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'numRatings' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'quote' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'credits' } },
                { kind: 'Field', name: { kind: 'Name', value: 'subtotal' } },
                { kind: 'Field', name: { kind: 'Name', value: 'subtotalCredits' } },
                { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                { kind: 'Field', name: { kind: 'Name', value: 'planRequired' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quotedAt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'discounts' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'percentOff' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'credits' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'completionEstimate' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'bucket' } },
                { kind: 'Field', name: { kind: 'Name', value: 'estimatedMinutes' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'teamCredits' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<GetSurveyCoreQuery, GetSurveyCoreQueryVariables>;
export const ListSurveysDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ListSurveys' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'cursor' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'surveys' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'limit' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'cursor' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'cursor' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'nodes' },
                  selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'SurveyFields' } }] },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'hasMore' } },
                { kind: 'Field', name: { kind: 'Name', value: 'nextCursor' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SurveyCoreFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Survey' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'country' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sampleSize' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'targeting' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reporting' } },
          { kind: 'Field', name: { kind: 'Name', value: 'externalId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'surveyIntent' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isMiniPoll' } },
          { kind: 'Field', name: { kind: 'Name', value: 'numResponses' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'publishedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'completedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'previewUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'duplicatedFrom' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'questions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                { kind: 'Field', name: { kind: 'Name', value: 'variant' } },
                { kind: 'Field', name: { kind: 'Name', value: 'prompt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'context' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'mediaUrl' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'likertScale' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'options' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'mediaUrl' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'imageSet' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'mockup' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'image' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'price' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'reviews' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'reviewScore' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'numRatings' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'product' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'asin' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'image' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'price' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'salePrice' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'reviews' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'reviewScore' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'numRatings' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'quote' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'credits' } },
                { kind: 'Field', name: { kind: 'Name', value: 'subtotal' } },
                { kind: 'Field', name: { kind: 'Name', value: 'subtotalCredits' } },
                { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                { kind: 'Field', name: { kind: 'Name', value: 'planRequired' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quotedAt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'discounts' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'percentOff' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'credits' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'completionEstimate' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'bucket' } },
                { kind: 'Field', name: { kind: 'Name', value: 'estimatedMinutes' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'teamCredits' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SurveyV1Fields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Survey' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'projects' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'tags' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'templateId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'templateName' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'template' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'constraints' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'questionTypes' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'optionTypes' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'optionCount' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'min' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'max' } },
                          ],
                        },
                      },
                      { kind: 'Field', name: { kind: 'Name', value: 'sampleSizes' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'defaultSampleSize' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'countries' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'defaultCountry' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SurveyFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Survey' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SurveyCoreFields' } },
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SurveyV1Fields' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ListSurveysQuery, ListSurveysQueryVariables>;
export const UpdateSurveyDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateSurvey' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'SurveyInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateSurvey' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'input' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } } },
            ],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'SurveyFields' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SurveyCoreFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Survey' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'country' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sampleSize' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'targeting' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reporting' } },
          { kind: 'Field', name: { kind: 'Name', value: 'externalId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'surveyIntent' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isMiniPoll' } },
          { kind: 'Field', name: { kind: 'Name', value: 'numResponses' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'publishedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'completedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'previewUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'duplicatedFrom' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'questions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                { kind: 'Field', name: { kind: 'Name', value: 'variant' } },
                { kind: 'Field', name: { kind: 'Name', value: 'prompt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'context' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'mediaUrl' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'likertScale' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'options' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'mediaUrl' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'imageSet' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'mockup' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'image' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'price' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'reviews' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'reviewScore' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'numRatings' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'product' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'asin' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'image' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'price' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'salePrice' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'reviews' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'reviewScore' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'numRatings' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'quote' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'credits' } },
                { kind: 'Field', name: { kind: 'Name', value: 'subtotal' } },
                { kind: 'Field', name: { kind: 'Name', value: 'subtotalCredits' } },
                { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                { kind: 'Field', name: { kind: 'Name', value: 'planRequired' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quotedAt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'discounts' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'percentOff' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'credits' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'completionEstimate' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'bucket' } },
                { kind: 'Field', name: { kind: 'Name', value: 'estimatedMinutes' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'teamCredits' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SurveyV1Fields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Survey' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'projects' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'tags' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'templateId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'templateName' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'template' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'constraints' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'questionTypes' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'optionTypes' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'optionCount' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'min' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'max' } },
                          ],
                        },
                      },
                      { kind: 'Field', name: { kind: 'Name', value: 'sampleSizes' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'defaultSampleSize' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'countries' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'defaultCountry' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SurveyFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Survey' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SurveyCoreFields' } },
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SurveyV1Fields' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateSurveyMutation, UpdateSurveyMutationVariables>;
export const DuplicateSurveyDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DuplicateSurvey' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'duplicateSurvey' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } }],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'SurveyFields' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SurveyCoreFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Survey' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'country' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sampleSize' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'targeting' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reporting' } },
          { kind: 'Field', name: { kind: 'Name', value: 'externalId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'surveyIntent' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isMiniPoll' } },
          { kind: 'Field', name: { kind: 'Name', value: 'numResponses' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'publishedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'completedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'previewUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'duplicatedFrom' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'questions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                { kind: 'Field', name: { kind: 'Name', value: 'variant' } },
                { kind: 'Field', name: { kind: 'Name', value: 'prompt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'context' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'mediaUrl' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'likertScale' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'options' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'mediaUrl' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'imageSet' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'mockup' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'image' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'price' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'reviews' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'reviewScore' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'numRatings' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'product' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'asin' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'image' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'price' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'salePrice' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'reviews' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'reviewScore' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'numRatings' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'quote' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'credits' } },
                { kind: 'Field', name: { kind: 'Name', value: 'subtotal' } },
                { kind: 'Field', name: { kind: 'Name', value: 'subtotalCredits' } },
                { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                { kind: 'Field', name: { kind: 'Name', value: 'planRequired' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quotedAt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'discounts' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'percentOff' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'credits' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'completionEstimate' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'bucket' } },
                { kind: 'Field', name: { kind: 'Name', value: 'estimatedMinutes' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'teamCredits' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SurveyV1Fields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Survey' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'projects' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'tags' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'templateId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'templateName' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'template' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'constraints' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'questionTypes' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'optionTypes' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'optionCount' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'min' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'max' } },
                          ],
                        },
                      },
                      { kind: 'Field', name: { kind: 'Name', value: 'sampleSizes' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'defaultSampleSize' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'countries' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'defaultCountry' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SurveyFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Survey' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SurveyCoreFields' } },
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SurveyV1Fields' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DuplicateSurveyMutation, DuplicateSurveyMutationVariables>;
export const DuplicateSurveyCoreDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DuplicateSurveyCore' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'duplicateSurvey' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } }],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'SurveyCoreFields' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SurveyCoreFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Survey' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'country' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sampleSize' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'targeting' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reporting' } },
          { kind: 'Field', name: { kind: 'Name', value: 'externalId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'surveyIntent' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isMiniPoll' } },
          { kind: 'Field', name: { kind: 'Name', value: 'numResponses' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'publishedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'completedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'previewUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'duplicatedFrom' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'questions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                { kind: 'Field', name: { kind: 'Name', value: 'variant' } },
                { kind: 'Field', name: { kind: 'Name', value: 'prompt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'context' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'mediaUrl' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'likertScale' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'options' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'mediaUrl' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'imageSet' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'mockup' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'image' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'price' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'reviews' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'reviewScore' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'numRatings' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'product' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'asin' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'image' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'price' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'salePrice' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'reviews' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'reviewScore' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'numRatings' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'quote' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'credits' } },
                { kind: 'Field', name: { kind: 'Name', value: 'subtotal' } },
                { kind: 'Field', name: { kind: 'Name', value: 'subtotalCredits' } },
                { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                { kind: 'Field', name: { kind: 'Name', value: 'planRequired' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quotedAt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'discounts' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'percentOff' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'credits' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'completionEstimate' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'bucket' } },
                { kind: 'Field', name: { kind: 'Name', value: 'estimatedMinutes' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'teamCredits' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DuplicateSurveyCoreMutation, DuplicateSurveyCoreMutationVariables>;
export const StopSurveyDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'StopSurvey' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'stopSurvey' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } }],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'SurveyFields' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SurveyCoreFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Survey' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'country' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sampleSize' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'targeting' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reporting' } },
          { kind: 'Field', name: { kind: 'Name', value: 'externalId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'surveyIntent' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isMiniPoll' } },
          { kind: 'Field', name: { kind: 'Name', value: 'numResponses' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'publishedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'completedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'previewUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'duplicatedFrom' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'questions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                { kind: 'Field', name: { kind: 'Name', value: 'variant' } },
                { kind: 'Field', name: { kind: 'Name', value: 'prompt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'context' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'mediaUrl' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'likertScale' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'options' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'mediaUrl' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'imageSet' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'mockup' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'image' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'price' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'reviews' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'reviewScore' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'numRatings' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'product' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'asin' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'image' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'price' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'salePrice' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'reviews' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'reviewScore' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'numRatings' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'quote' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'credits' } },
                { kind: 'Field', name: { kind: 'Name', value: 'subtotal' } },
                { kind: 'Field', name: { kind: 'Name', value: 'subtotalCredits' } },
                { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                { kind: 'Field', name: { kind: 'Name', value: 'planRequired' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quotedAt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'discounts' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'percentOff' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'credits' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'completionEstimate' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'bucket' } },
                { kind: 'Field', name: { kind: 'Name', value: 'estimatedMinutes' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'teamCredits' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SurveyV1Fields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Survey' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'projects' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'tags' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'templateId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'templateName' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'template' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'constraints' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'questionTypes' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'optionTypes' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'optionCount' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'min' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'max' } },
                          ],
                        },
                      },
                      { kind: 'Field', name: { kind: 'Name', value: 'sampleSizes' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'defaultSampleSize' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'countries' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'defaultCountry' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SurveyFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Survey' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SurveyCoreFields' } },
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SurveyV1Fields' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StopSurveyMutation, StopSurveyMutationVariables>;
export const SearchSurveysDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'SearchSurveys' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'SurveySearchInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'searchSurveys' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'filter' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } } }],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'nodes' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SurveyFields' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'creator' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SurveyCoreFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Survey' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'country' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sampleSize' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'targeting' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reporting' } },
          { kind: 'Field', name: { kind: 'Name', value: 'externalId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'surveyIntent' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isMiniPoll' } },
          { kind: 'Field', name: { kind: 'Name', value: 'numResponses' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'publishedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'completedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'previewUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'duplicatedFrom' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'questions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                { kind: 'Field', name: { kind: 'Name', value: 'variant' } },
                { kind: 'Field', name: { kind: 'Name', value: 'prompt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'context' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'mediaUrl' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'likertScale' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'options' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'mediaUrl' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'imageSet' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'mockup' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'image' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'price' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'reviews' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'reviewScore' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'numRatings' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'product' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'asin' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'image' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'price' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'salePrice' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'reviews' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'reviewScore' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'numRatings' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'quote' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'credits' } },
                { kind: 'Field', name: { kind: 'Name', value: 'subtotal' } },
                { kind: 'Field', name: { kind: 'Name', value: 'subtotalCredits' } },
                { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                { kind: 'Field', name: { kind: 'Name', value: 'planRequired' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quotedAt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'discounts' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'percentOff' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'credits' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'completionEstimate' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'bucket' } },
                { kind: 'Field', name: { kind: 'Name', value: 'estimatedMinutes' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'teamCredits' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SurveyV1Fields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Survey' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'projects' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'tags' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'templateId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'templateName' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'template' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'constraints' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'questionTypes' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'optionTypes' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'optionCount' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'min' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'max' } },
                          ],
                        },
                      },
                      { kind: 'Field', name: { kind: 'Name', value: 'sampleSizes' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'defaultSampleSize' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'countries' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'defaultCountry' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SurveyFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Survey' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SurveyCoreFields' } },
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SurveyV1Fields' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SearchSurveysQuery, SearchSurveysQueryVariables>;
export const DeleteSurveyDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteSurvey' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteSurvey' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } }],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteSurveyMutation, DeleteSurveyMutationVariables>;
export const PublishSurveyDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'PublishSurvey' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'idempotencyKey' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'expectedCost' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ExpectedCostInput' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'publishSurvey' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'idempotencyKey' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'idempotencyKey' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'expectedCost' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'expectedCost' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'orderId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'creditsUsed' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cardCharged' } },
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'survey' },
                  selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'SurveyFields' } }] },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SurveyCoreFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Survey' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'country' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sampleSize' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'targeting' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reporting' } },
          { kind: 'Field', name: { kind: 'Name', value: 'externalId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'surveyIntent' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isMiniPoll' } },
          { kind: 'Field', name: { kind: 'Name', value: 'numResponses' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'publishedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'completedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'previewUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'duplicatedFrom' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'questions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                { kind: 'Field', name: { kind: 'Name', value: 'variant' } },
                { kind: 'Field', name: { kind: 'Name', value: 'prompt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'context' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'mediaUrl' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'likertScale' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'options' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'mediaUrl' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'imageSet' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'mockup' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'image' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'price' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'reviews' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'reviewScore' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'numRatings' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'product' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'asin' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'image' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'price' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'salePrice' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'reviews' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'reviewScore' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'numRatings' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'quote' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'credits' } },
                { kind: 'Field', name: { kind: 'Name', value: 'subtotal' } },
                { kind: 'Field', name: { kind: 'Name', value: 'subtotalCredits' } },
                { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                { kind: 'Field', name: { kind: 'Name', value: 'planRequired' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quotedAt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'discounts' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'percentOff' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'credits' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'completionEstimate' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'bucket' } },
                { kind: 'Field', name: { kind: 'Name', value: 'estimatedMinutes' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'teamCredits' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SurveyV1Fields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Survey' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'projects' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'tags' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'templateId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'templateName' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'template' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'constraints' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'questionTypes' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'optionTypes' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'optionCount' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'min' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'max' } },
                          ],
                        },
                      },
                      { kind: 'Field', name: { kind: 'Name', value: 'sampleSizes' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'defaultSampleSize' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'countries' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'defaultCountry' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SurveyFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Survey' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SurveyCoreFields' } },
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SurveyV1Fields' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PublishSurveyMutation, PublishSurveyMutationVariables>;
export const ListTagsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ListTags' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'tags' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'page' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'limit' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'search' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'search' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'nodes' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ListTagsQuery, ListTagsQueryVariables>;
export const CreateTagDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateTag' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createTag' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'name' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'name' } } }],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateTagMutation, CreateTagMutationVariables>;
export const UpdateTagDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateTag' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateTag' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'name' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'name' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateTagMutation, UpdateTagMutationVariables>;
export const ListTeamMembersDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ListTeamMembers' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'teamMembers' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'page' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'limit' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'nodes' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'userId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'role' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'joinedAt' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ListTeamMembersQuery, ListTeamMembersQueryVariables>;
export const TemplatesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Templates' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'templates' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'constraints' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'questionTypes' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'optionTypes' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'optionCount' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'min' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'max' } },
                          ],
                        },
                      },
                      { kind: 'Field', name: { kind: 'Name', value: 'sampleSizes' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'defaultSampleSize' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'countries' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'defaultCountry' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'blanks' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'placeholder' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TemplatesQuery, TemplatesQueryVariables>;
export const TraitsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Traits' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'country' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'kind' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'TraitKind' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'traits' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'country' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'country' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'kind' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'kind' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'permalink' } },
                { kind: 'Field', name: { kind: 'Name', value: 'category' } },
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'country' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TraitsQuery, TraitsQueryVariables>;
export const VerifyOperatorTokenDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'VerifyOperatorToken' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'secret' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'verifyOperatorToken' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'secret' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'secret' } } }],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<VerifyOperatorTokenMutation, VerifyOperatorTokenMutationVariables>;
export const WebhookEventFeedDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'WebhookEventFeed' },
      variableDefinitions: [
        { kind: 'VariableDefinition', variable: { kind: 'Variable', name: { kind: 'Name', value: 'after' } }, type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'types' } },
          type: { kind: 'ListType', type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'webhookEventFeed' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'after' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'after' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'types' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'types' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'limit' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'body' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<WebhookEventFeedQuery, WebhookEventFeedQueryVariables>;
export const LatestWebhookEventIdDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'LatestWebhookEventId' },
      selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'latestWebhookEventId' } }] },
    },
  ],
} as unknown as DocumentNode<LatestWebhookEventIdQuery, LatestWebhookEventIdQueryVariables>;
export const ListWebhookEndpointsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ListWebhookEndpoints' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'cursor' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'webhookEndpoints' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'limit' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'cursor' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'cursor' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'nodes' },
                  selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'WebhookEndpointFields' } }] },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'hasMore' } },
                { kind: 'Field', name: { kind: 'Name', value: 'nextCursor' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'WebhookEndpointFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'WebhookEndpoint' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url' } },
          { kind: 'Field', name: { kind: 'Name', value: 'enabledEvents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'disabledReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'disabledAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'livemode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ListWebhookEndpointsQuery, ListWebhookEndpointsQueryVariables>;
export const GetWebhookEndpointDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'GetWebhookEndpoint' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'webhookEndpoint' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } }],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'WebhookEndpointFields' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'WebhookEndpointFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'WebhookEndpoint' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url' } },
          { kind: 'Field', name: { kind: 'Name', value: 'enabledEvents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'disabledReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'disabledAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'livemode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<GetWebhookEndpointQuery, GetWebhookEndpointQueryVariables>;
export const CreateWebhookEndpointDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateWebhookEndpoint' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'WebhookEndpointCreateInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createWebhookEndpoint' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'input' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } } }],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'endpoint' },
                  selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'WebhookEndpointFields' } }] },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'secret' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'WebhookEndpointFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'WebhookEndpoint' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url' } },
          { kind: 'Field', name: { kind: 'Name', value: 'enabledEvents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'disabledReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'disabledAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'livemode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateWebhookEndpointMutation, CreateWebhookEndpointMutationVariables>;
export const UpdateWebhookEndpointDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateWebhookEndpoint' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'WebhookEndpointUpdateInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateWebhookEndpoint' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'input' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } } },
            ],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'WebhookEndpointFields' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'WebhookEndpointFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'WebhookEndpoint' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url' } },
          { kind: 'Field', name: { kind: 'Name', value: 'enabledEvents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'disabledReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'disabledAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'livemode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateWebhookEndpointMutation, UpdateWebhookEndpointMutationVariables>;
export const DeleteWebhookEndpointDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteWebhookEndpoint' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteWebhookEndpoint' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } }],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteWebhookEndpointMutation, DeleteWebhookEndpointMutationVariables>;
export const SendTestWebhookEventDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SendTestWebhookEvent' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'endpointId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'type' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'object' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'JSON' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'sendTestWebhookEvent' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'endpointId' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'endpointId' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'type' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'type' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'object' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'object' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                { kind: 'Field', name: { kind: 'Name', value: 'livemode' } },
                { kind: 'Field', name: { kind: 'Name', value: 'test' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SendTestWebhookEventMutation, SendTestWebhookEventMutationVariables>;
