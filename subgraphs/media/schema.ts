import type { SubgraphDefinition } from '../../platform/graphql/build-subgraph';
import { MediaStatusResolver } from './resolvers/status.resolver';
import { MediaUploadResolver } from './uploads/upload.resolver';
import { HelpResolver } from './help/help.resolver';
import { ImageGenerationResolver } from './generation/generation.resolver';

/** The media subgraph: hosted uploads (uploads/), generated images (generation/), help search (help/), and readiness. */
export const mediaSubgraph: SubgraphDefinition = {
  name: 'media',
  resolvers: [MediaStatusResolver, MediaUploadResolver, ImageGenerationResolver, HelpResolver],
};
