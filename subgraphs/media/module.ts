import type { DomainModule } from '../../platform/db/domain-module';
import { MediaInit } from './migrations/0001-media';
import { MediaHelp } from './migrations/0002-help';
import { MediaAsset } from './uploads/media-asset.entity';

export const mediaModule: DomainModule = {
  name: 'media',
  schema: 'media',
  entities: [MediaAsset],
  migrations: [
    { name: 'media-0001-init', class: MediaInit },
    { name: 'media-0002-help', class: MediaHelp },
  ],
};
