import type { SubgraphDefinition } from '../../platform/graphql/build-subgraph';
import { CredentialResolver } from './resolvers/credential.resolver';
import { TeamResolver, accountsReferences } from './resolvers/team.resolver';
import { TeamMembersResolver } from './resolvers/team-members.resolver';
import { OperatorSessionResolver } from './resolvers/operator-session.resolver';
import { ConsoleResolver } from './resolvers/console.resolver';
import { ConsoleTeamResolver } from './resolvers/console-team.resolver';
import { OAuthResolver } from './resolvers/oauth.resolver';
import { OAuthGrantsResolver } from './resolvers/oauth-grants.resolver';

export const accountsSubgraph: SubgraphDefinition = {
  name: 'accounts',
  resolvers: [CredentialResolver, TeamResolver, TeamMembersResolver, OperatorSessionResolver, ConsoleResolver, ConsoleTeamResolver, OAuthResolver, OAuthGrantsResolver],
  references: accountsReferences,
};
