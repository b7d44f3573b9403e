import type { DomainModule } from '../../platform/db/domain-module';
import { Team } from './entities/team.entity';
import { User } from './entities/user.entity';
import { TeamMembership } from './entities/team-membership.entity';
import { ApiKey } from './entities/api-key.entity';
import { OAuthAccessToken } from './entities/oauth-access-token.entity';
import { OperatorToken } from './entities/operator-token.entity';
import { OperatorSession } from './entities/operator-session.entity';
import { ConsoleSession } from './entities/console-session.entity';
import { Invitation } from './entities/invitation.entity';
import { AccountsInit } from './migrations/0001-init';
import { AccountsTeamPlan } from './migrations/0002-team-plan';
import { AccountsOperatorSessions } from './migrations/0003-operator-sessions';
import { AccountsPeople } from './migrations/0004-people';
import { AccountsInvitations } from './migrations/0005-invitations';
import { AccountsOAuth } from './migrations/0006-oauth';
import { AccountsPrincipalNotify } from './migrations/0007-principal-notify';
import { AccountsOAuthGrants } from './migrations/0008-oauth-grants';
import { AccountsOAuthAgents } from './migrations/0009-oauth-agents';

export const accountsModule: DomainModule = {
  name: 'accounts',
  schema: 'accounts',
  entities: [Team, User, TeamMembership, ApiKey, OAuthAccessToken, OperatorToken, OperatorSession, ConsoleSession, Invitation],
  migrations: [
    { name: 'accounts-0001-init', class: AccountsInit },
    { name: 'accounts-0002-team-plan', class: AccountsTeamPlan },
    { name: 'accounts-0003-operator-sessions', class: AccountsOperatorSessions },
    { name: 'accounts-0004-people', class: AccountsPeople },
    { name: 'accounts-0005-invitations', class: AccountsInvitations },
    { name: 'accounts-0006-oauth', class: AccountsOAuth },
    { name: 'accounts-0007-principal-notify', class: AccountsPrincipalNotify },
    { name: 'accounts-0008-oauth-grants', class: AccountsOAuthGrants },
    { name: 'accounts-0009-oauth-agents', class: AccountsOAuthAgents },
  ],
};
