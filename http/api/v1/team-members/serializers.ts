import type { Static } from '@sinclair/typebox';
import { PREFIX, toPublicId } from '../../../../platform/ids';
import type { ListTeamMembersQuery } from '../../../../graph-client/generated';
import type { TeamMember } from './schemas';

/** A member as v1 shows a person: `usr_<32 hex>` like GET /v1/users/me, plus the role. */
export function serializeTeamMember(m: ListTeamMembersQuery['teamMembers']['nodes'][number]): Static<typeof TeamMember> {
  return { id: toPublicId(PREFIX.user, m.userId), name: m.name, email: m.email, role: m.role };
}
