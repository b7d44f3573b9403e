import { Type } from '@sinclair/typebox';

export const CurrentUser = Type.Object(
  {
    id: Type.String({ pattern: '^usr_[0-9a-f]{32}$' }),
    name: Type.String(),
    email: Type.String(),
  },
  { additionalProperties: false, title: 'CurrentUser' },
);
