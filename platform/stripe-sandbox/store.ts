import { randomBytes } from 'node:crypto';
import type { TestCard } from './cards';

/** The sandbox's whole state: plain maps, in memory, gone when the process stops. */

export type Metadata = Record<string, string>;

export interface Customer {
  id: string;
  created: number;
  name: string | null;
  email: string | null;
  description: string | null;
  metadata: Metadata;
  defaultPaymentMethod: string | null;
}

export interface PaymentMethod {
  id: string;
  created: number;
  customer: string | null;
  card: TestCard;
  metadata: Metadata;
}

export type PaymentIntentStatus = 'requires_payment_method' | 'requires_confirmation' | 'requires_action' | 'succeeded';

export interface PaymentError {
  code: string;
  decline_code?: string;
  message: string;
  payment_method: string;
}

export interface PaymentIntent {
  id: string;
  created: number;
  amount: number;
  currency: string;
  customer: string | null;
  paymentMethod: string | null;
  description: string | null;
  metadata: Metadata;
  status: PaymentIntentStatus;
  setupFutureUsage: string | null;
  lastError: PaymentError | null;
  latestCharge: string | null;
  clientSecret: string;
}

export interface CheckoutSession {
  id: string;
  created: number;
  expiresAt: number;
  customer: string;
  productName: string;
  unitAmount: number;
  quantity: number;
  currency: string;
  successUrl: string;
  cancelUrl: string | null;
  clientReferenceId: string | null;
  metadata: Metadata;
  /** payment_intent_data: applied to the PaymentIntent the hosted page creates. */
  intentData: { setupFutureUsage: string | null; metadata: Metadata; description: string | null };
  status: 'open' | 'complete';
  paymentStatus: 'unpaid' | 'paid';
  paymentIntent: string | null;
  url: string;
}

export interface PortalSession {
  id: string;
  created: number;
  customer: string;
  returnUrl: string | null;
  url: string;
}

export interface SandboxStore {
  customers: Map<string, Customer>;
  /** Ids of deleted customers: Stripe still answers GET for them ({deleted: true}) and 404s the rest. */
  deletedCustomers: Set<string>;
  paymentMethods: Map<string, PaymentMethod>;
  paymentIntents: Map<string, PaymentIntent>;
  checkoutSessions: Map<string, CheckoutSession>;
  portalSessions: Map<string, PortalSession>;
}

export function createStore(): SandboxStore {
  return {
    customers: new Map(),
    deletedCustomers: new Set(),
    paymentMethods: new Map(),
    paymentIntents: new Map(),
    checkoutSessions: new Map(),
    portalSessions: new Map(),
  };
}

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** Stripe-looking ids: a prefix and 24 random alphanumerics (e.g. cus_Q2x…). */
export function newId(prefix: string, length = 24): string {
  const bytes = randomBytes(length);
  let out = '';
  // 62 does not divide 256: the slight bias is irrelevant for test ids.
  for (const b of bytes) out += ALPHABET[b % ALPHABET.length];
  return `${prefix}_${out}`;
}

export const nowSeconds = (): number => Math.floor(Date.now() / 1000);
