import { Type } from '@sinclair/typebox';
import { PageQueryFields, Pagination } from '../schemas';

export const TeamMemberListQuery = Type.Object({ ...PageQueryFields }, { additionalProperties: false });

export const TeamMember = Type.Object(
  {
    id: Type.String({ pattern: '^usr_[0-9a-f]{32}$' }),
    name: Type.String(),
    email: Type.String(),
    role: Type.String({ enum: ['owner', 'admin', 'member'] }),
  },
  { additionalProperties: false, title: 'TeamMember' },
);

export const TeamMemberList = Type.Object(
  {
    success: Type.Literal(true),
    data: Type.Object({ users: Type.Array(TeamMember), pagination: Pagination }, { additionalProperties: false }),
  },
  { additionalProperties: false, title: 'TeamMemberList' },
);
