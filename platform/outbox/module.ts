import type { DomainModule } from '../db/domain-module';
import { OutboxEvent } from './outbox-event.entity';
import { PlatformOutbox } from './0001-outbox.migration';
import { PlatformOutboxDispatched } from './0002-dispatched.migration';
import { PlatformOutboxTraceparent } from './0003-traceparent.migration';

/** Platform tables shared by every domain (the transactional outbox). First in domains.ts. */
export const platformModule: DomainModule = {
  name: 'platform',
  schema: 'platform',
  entities: [OutboxEvent],
  migrations: [
    { name: 'platform-0001-outbox', class: PlatformOutbox },
    { name: 'platform-0002-dispatched', class: PlatformOutboxDispatched },
    { name: 'platform-0003-traceparent', class: PlatformOutboxTraceparent },
  ],
};
