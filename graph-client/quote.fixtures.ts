import type { GraphQuote } from './quote';

// The graph's quotes of subgraphs/surveys/pricing's cases. CA, n=100, one single_select, growth
// plan, through the API: $50.00 − 5.00 − 6.76 − 1.92 = $36.32.
export const quote: GraphQuote = {
  amount: 36.32,
  credits: 18.16,
  subtotal: 50,
  subtotalCredits: 25,
  currency: 'USD',
  planRequired: null,
  quotedAt: '2025-03-01T12:00:00.000Z',
  discounts: [
    { type: 'plan', code: 'plan_growth', description: 'Growth plan discount', percentOff: 10, amount: 5, credits: 2.5 },
    { type: 'country', code: 'country_ca_launch', description: 'Canada launch discount', percentOff: 15, amount: 6.76, credits: 3.38 },
    { type: 'api', code: 'api', description: 'API discount', percentOff: 5, amount: 1.92, credits: 0.96 },
  ],
};
// US, n=50, one screen_recording on pay-as-you-go: the growth plan is required, nothing off.
export const plain: GraphQuote = {
  amount: 200,
  credits: 100,
  subtotal: 200,
  subtotalCredits: 100,
  currency: 'USD',
  planRequired: 'growth',
  quotedAt: '2025-03-01T12:00:00.000Z',
  discounts: [],
};
