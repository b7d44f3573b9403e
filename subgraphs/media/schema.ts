import type { SubgraphDefinition } from '../../platform/graphql/build-subgraph';
import { MediaStatusResolver } from './resolvers/status.resolver';
import { MediaUploadResolver } from './uploads/upload.resolver';
import { HelpResolver } from './help/help.resolver';

/** The media subgraph: hosted uploads (uploads/), help search (help/), and readiness. */
export const mediaSubgraph: SubgraphDefinition = {
  name: 'media',
  resolvers: [MediaStatusResolver, MediaUploadResolver, HelpResolver],
};
