import type { DomainModule } from '../../platform/db/domain-module';
import { CreditBucket } from './entities/credit-bucket.entity';
import { Customer } from './entities/customer.entity';
import { IdempotencyKey } from './entities/idempotency-key.entity';
import { LedgerEntry } from './entities/ledger-entry.entity';
import { Order } from './entities/order.entity';
import { ProviderEventRecord } from './entities/provider-event.entity';
import { BillingInit } from './migrations/0001-billing';
import { BillingCreditOrders } from './migrations/0002-credit-orders';
import { BillingIdempotencyModes } from './migrations/0003-idempotency-modes';

export const billingModule: DomainModule = {
  name: 'billing',
  schema: 'billing',
  entities: [Customer, CreditBucket, LedgerEntry, Order, IdempotencyKey, ProviderEventRecord],
  migrations: [
    { name: 'billing-0001-init', class: BillingInit },
    { name: 'billing-0002-credit-orders', class: BillingCreditOrders },
    { name: 'billing-0003-idempotency-modes', class: BillingIdempotencyModes },
  ],
};
