import { Type } from '@sinclair/typebox';
import { PageQueryFields, Pagination } from '../schemas';

export const TagListQuery = Type.Object(
  {
    search: Type.Optional(Type.String({ maxLength: 100, description: 'Only tags whose name contains this text, any case.' })),
    ...PageQueryFields,
  },
  { additionalProperties: false },
);

export const TagIdParams = Type.Object({ id: Type.String({ maxLength: 100, description: 'Tag id: `tag_<32 hex>` or a legacy integer.' }) }, { additionalProperties: false });

export const TagBody = Type.Object(
  { name: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S', description: 'Unique in the team, ignoring case.' }) },
  { additionalProperties: false, examples: [{ name: 'packaging' }] },
);

export const Tag = Type.Object(
  {
    id: Type.String({ pattern: '^tag_[0-9a-f]{32}$' }),
    name: Type.String(),
  },
  { additionalProperties: false, title: 'Tag' },
);

export const TagResult = Type.Object({ success: Type.Literal(true), data: Tag }, { additionalProperties: false, title: 'TagResult' });

export const TagList = Type.Object(
  {
    success: Type.Literal(true),
    data: Type.Object({ tags: Type.Array(Tag), pagination: Pagination }, { additionalProperties: false }),
  },
  { additionalProperties: false, title: 'TagList' },
);
