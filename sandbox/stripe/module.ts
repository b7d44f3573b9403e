import type { DomainModule } from '../../platform/db/domain-module';
import { StripeSandboxObjects } from './0001-objects.migration';

/** The Stripe sandbox's own schema (persistence.ts): test-mode payments shared by every process. */
export const stripeSandboxModule: DomainModule = {
  name: 'stripe-sandbox',
  schema: 'stripe_sandbox',
  entities: [],
  migrations: [{ name: 'stripe-sandbox-0001-objects', class: StripeSandboxObjects }],
};
