import { randomBytes } from 'node:crypto';
import type { TestCard } from './cards';

/**
 * The sandbox's whole state: maps that remember which entries a request looked at or changed,
 * so persistence.ts can write back exactly those (to PostgreSQL when the sandbox has a database).
 */

export type Metadata = Record<string, string>;

export interface Customer {
  id: string;
  /** The account (keys.ts) it belongs to: only that account's key reaches it. */
  account: string;
  created: number;
  name: string | null;
  email: string | null;
  description: string | null;
  metadata: Metadata;
  defaultPaymentMethod: string | null;
}

export interface PaymentMethod {
  id: string;
  account: string;
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
  account: string;
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
  account: string;
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
  account: string;
  created: number;
  customer: string;
  returnUrl: string | null;
  url: string;
}

/** A stored Idempotency-Key outcome (idempotency.ts). */
export interface StoredResponse {
  path: string;
  fingerprint: string;
  /** null while the first request is still running. */
  status: number | null;
  body: string;
  requestId: string;
}

/**
 * A Map that records every key read, written or deleted since the last `takeTouched()`.
 * `has` does not count: it reveals nothing that could be written back.
 */
export class TrackedMap<V> extends Map<string, V> {
  private touched = new Set<string>();
  override get(key: string): V | undefined {
    const v = super.get(key);
    if (v !== undefined) this.touched.add(key);
    return v;
  }
  override set(key: string, value: V): this {
    this.touched.add(key);
    return super.set(key, value);
  }
  override delete(key: string): boolean {
    this.touched.add(key);
    return super.delete(key);
  }
  override values(): MapIterator<V> {
    for (const key of super.keys()) this.touched.add(key);
    return super.values();
  }
  override entries(): MapIterator<[string, V]> {
    for (const key of super.keys()) this.touched.add(key);
    return super.entries();
  }
  override [Symbol.iterator](): MapIterator<[string, V]> {
    return this.entries();
  }
  /** Reads without counting as a touch (for writing back). */
  peek(key: string): V | undefined {
    return super.get(key);
  }
  /** Applies a stored row without counting as a touch (for loading). */
  load(key: string, value: V | undefined): void {
    if (value === undefined) super.delete(key);
    else super.set(key, value);
  }
  takeTouched(): string[] {
    const keys = [...this.touched];
    this.touched.clear();
    return keys;
  }
}

export interface SandboxStore {
  customers: TrackedMap<Customer>;
  /** Ids of deleted customers, with their account: Stripe still answers GET for them ({deleted: true}) and 404s the rest. */
  deletedCustomers: TrackedMap<string>;
  paymentMethods: TrackedMap<PaymentMethod>;
  paymentIntents: TrackedMap<PaymentIntent>;
  checkoutSessions: TrackedMap<CheckoutSession>;
  portalSessions: TrackedMap<PortalSession>;
  /** Keyed by API key and Idempotency-Key. */
  idempotency: TrackedMap<StoredResponse>;
}

export const STORE_KINDS = ['customers', 'deletedCustomers', 'paymentMethods', 'paymentIntents', 'checkoutSessions', 'portalSessions', 'idempotency'] as const;
export type StoreKind = (typeof STORE_KINDS)[number];

export function createStore(): SandboxStore {
  return Object.fromEntries(STORE_KINDS.map((kind) => [kind, new TrackedMap()])) as unknown as SandboxStore;
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
