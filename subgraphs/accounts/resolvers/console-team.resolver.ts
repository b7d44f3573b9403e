import { Arg, Ctx, Field, ID, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { FacadeOnly } from '../../../platform/graphql/facade-only';
import { IdArg } from '../../../platform/graphql/id-arg';
import type { GraphContext } from '../../../platform/graphql/context';
import { DateTimeScalar } from '../../../platform/graphql/scalars';
import { AccountsError } from '../accounts.errors';
import { sessionActor } from './session';
import type { Invitation } from '../entities/invitation.entity';
import { MEMBER_ROLES, type MemberRole } from '../entities/team-membership.entity';
import { acceptInvitation, changeRole, findInvitation, inviteMember, openInvitations, removeMember, revokeInvitation } from '../team.service';
import { ConsoleSessionStartedType } from './console.resolver';

@ObjectType('Invitation', { description: 'An open invitation to the signed-in team.' })
class InvitationType {
  @Field(() => ID) id!: string;
  @Field(() => String) email!: string;
  @Field(() => String, { description: 'owner, admin or member' }) role!: string;
  @Field(() => DateTimeScalar) createdAt!: string;
  @Field(() => DateTimeScalar) expiresAt!: string;
}

@ObjectType('IssuedInvitation')
class IssuedInvitationType {
  @Field(() => InvitationType) invitation!: InvitationType;
  @Field(() => String, { description: 'The secret of the invitation link; shown once.' }) secret!: string;
}

@ObjectType('InvitationPreview', { description: 'What an invitation link offers, before it is accepted.' })
class InvitationPreviewType {
  @Field(() => String) teamName!: string;
  @Field(() => String) email!: string;
  @Field(() => String) role!: string;
  @Field(() => Boolean, { description: 'True when an account already has the invited email (then: sign in to accept).' }) hasAccount!: boolean;
}

const toInvitation = (i: Invitation): InvitationType => ({ id: i.id, email: i.email, role: i.role, createdAt: i.createdAt.toISOString(), expiresAt: i.expiresAt.toISOString() });

function roleOf(raw: string): MemberRole {
  if (!(MEMBER_ROLES as readonly string[]).includes(raw)) throw new AccountsError('role_forbidden', `role must be one of ${MEMBER_ROLES.join(', ')}.`, 'role');
  return raw as MemberRole;
}

/** Team members in the console: invitations, roles, removal. */
@Resolver()
export class ConsoleTeamResolver {
  @FacadeOnly()
  @Query(() => [InvitationType], { description: 'The signed-in team’s open invitations, newest first.' })
  async teamInvitations(@Ctx() ctx: GraphContext): Promise<InvitationType[]> {
    return (await openInvitations(ctx.em, sessionActor(ctx).teamId)).map(toInvitation);
  }

  @FacadeOnly()
  @Mutation(() => IssuedInvitationType, { description: 'Invites an email with a role (owners and admins; owners only for owner).' })
  async inviteMember(@Arg('email', () => String) email: string, @Arg('role', () => String) role: string, @Ctx() ctx: GraphContext): Promise<IssuedInvitationType> {
    const { invitation, secret } = await inviteMember(ctx.em, sessionActor(ctx), { email, role: roleOf(role) });
    return { invitation: toInvitation(invitation), secret };
  }

  @FacadeOnly()
  @Mutation(() => Boolean, { description: 'Revokes an open invitation of the signed-in team.' })
  async revokeInvitation(@IdArg('id', 'uuid') id: string, @Ctx() ctx: GraphContext): Promise<boolean> {
    await revokeInvitation(ctx.em, sessionActor(ctx), id);
    return true;
  }

  @FacadeOnly()
  @Query(() => InvitationPreviewType, { nullable: true, description: 'What an open invitation link offers; null when it is not valid.' })
  async invitation(@Arg('secret', () => String) secret: string, @Ctx() ctx: GraphContext): Promise<InvitationPreviewType | null> {
    const found = await findInvitation(ctx.em, secret);
    return found && { teamName: found.team.name, email: found.invitation.email, role: found.invitation.role, hasAccount: found.hasAccount };
  }

  @FacadeOnly()
  @Mutation(() => ConsoleSessionStartedType, { description: 'Accepts an invitation: as the signed-in person, or as a new account (name and password).' })
  async acceptInvitation(
    @Arg('secret', () => String) secret: string,
    @Arg('name', () => String, { nullable: true }) name: string | null,
    @Arg('password', () => String, { nullable: true }) password: string | null,
    @Ctx() ctx: GraphContext,
  ): Promise<ConsoleSessionStartedType> {
    const signedIn = ctx.principal?.kind === 'session' ? (ctx.principal.user?.id ?? null) : null;
    const { session, secret: sessionSecret } = await acceptInvitation(ctx.em, secret, { signedInUserId: signedIn, name: name ?? undefined, password: password ?? undefined });
    return { secret: sessionSecret, expiresAt: session.expiresAt.toISOString() };
  }

  @FacadeOnly()
  @Mutation(() => Boolean, { description: 'Changes a member’s role in the signed-in team.' })
  async changeMemberRole(@IdArg('userId', 'usr') userId: string, @Arg('role', () => String) role: string, @Ctx() ctx: GraphContext): Promise<boolean> {
    await changeRole(ctx.em, sessionActor(ctx), userId, roleOf(role));
    return true;
  }

  @FacadeOnly()
  @Mutation(() => Boolean, { description: 'Removes a member from the signed-in team.' })
  async removeMember(@IdArg('userId', 'usr') userId: string, @Ctx() ctx: GraphContext): Promise<boolean> {
    await removeMember(ctx.em, sessionActor(ctx), userId);
    return true;
  }
}
