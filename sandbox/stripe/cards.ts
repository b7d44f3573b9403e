/**
 * Stripe's documented test cards, reduced to the three behaviours billing cares about.
 * A test token (pm_card_*) or a typed card number resolves to one of these.
 */
export type CardBehaviour = 'succeeds' | 'declined' | 'authentication_required';

export interface TestCard {
  token: string;
  number: string;
  brand: string;
  last4: string;
  behaviour: CardBehaviour;
}

export const TEST_CARDS: readonly TestCard[] = [
  { token: 'pm_card_visa', number: '4242424242424242', brand: 'visa', last4: '4242', behaviour: 'succeeds' },
  { token: 'pm_card_chargeDeclined', number: '4000000000000002', brand: 'visa', last4: '0002', behaviour: 'declined' },
  {
    token: 'pm_card_authenticationRequired',
    number: '4000002760003184',
    brand: 'visa',
    last4: '3184',
    behaviour: 'authentication_required',
  },
];

export function cardByToken(token: string): TestCard | undefined {
  return TEST_CARDS.find((c) => c.token === token);
}

/** Accepts the number as a person types it: spaces and dashes are ignored. */
export function cardByNumber(typed: string): TestCard | undefined {
  const digits = typed.replace(/[\s-]/g, '');
  return TEST_CARDS.find((c) => c.number === digits);
}
