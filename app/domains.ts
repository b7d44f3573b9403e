import type { DomainModule } from '../platform/db/domain-module';
import { platformModule } from '../platform/outbox/module';
import { stripeSandboxModule } from '../sandbox/stripe/module';
import { accountsModule } from '../subgraphs/accounts/module';
import { surveysModule } from '../subgraphs/surveys/module';
import { billingModule } from '../subgraphs/billing/module';
import { webhooksModule } from '../subgraphs/webhooks/module';
import { mediaModule } from '../subgraphs/media/module';

/**
 * Every domain's tables and migrations, in dependency order (platform first).
 * Add a domain here when it gets its first table.
 */
export const domainModules: DomainModule[] = [platformModule, accountsModule, surveysModule, billingModule, webhooksModule, mediaModule, stripeSandboxModule];
