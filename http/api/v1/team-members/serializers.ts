import type { Static } from '@sinclair/typebox';
import { PREFIX, toPublicId } from '../../../../platform/ids';
import type { TeamMember } from './schemas';

export interface TeamMemberNode {
  userId: string;
  name: string;
  email: string;
  role: string;
  joinedAt: string;
}

/** A member as v1 shows a person: `usr_<32 hex>` like GET /v1/users/me, plus the role. */
export function serializeTeamMember(m: TeamMemberNode): Static<typeof TeamMember> {
  return { id: toPublicId(PREFIX.user, m.userId), name: m.name, email: m.email, role: m.role };
}
