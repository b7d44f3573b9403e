import type { DomainModule } from '../../platform/db/domain-module';
import { MediaInit } from './migrations/0001-media';
import { MediaHelp } from './migrations/0002-help';

export const mediaModule: DomainModule = {
  name: 'media',
  schema: 'media',
  entities: [],
  migrations: [
    { name: 'media-0001-init', class: MediaInit },
    { name: 'media-0002-help', class: MediaHelp },
  ],
};
