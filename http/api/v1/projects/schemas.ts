import { Type } from '@sinclair/typebox';
import { PageQueryFields, Pagination } from '../schemas';

export const ProjectListQuery = Type.Object(
  {
    ...PageQueryFields,
    bookmarked: Type.Optional(Type.Boolean({ description: 'true: only bookmarked projects; false: only the others. Both when omitted.' })),
    archived: Type.Optional(Type.Boolean({ description: 'true: only archived projects; false: only active ones. Both when omitted.' })),
  },
  { additionalProperties: false },
);

export const ProjectIdParams = Type.Object({ id: Type.String({ maxLength: 100, description: 'Project GUID or numeric id.' }) }, { additionalProperties: false });

const fields = {
  name: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }),
  description: Type.String({ maxLength: 2000 }),
  goal: Type.String({ maxLength: 2000 }),
  archived: Type.Boolean(),
  bookmarked: Type.Boolean(),
};

export const ProjectCreateBody = Type.Object(
  {
    name: fields.name,
    description: Type.Optional(fields.description),
    goal: Type.Optional(fields.goal),
    archived: Type.Optional(fields.archived),
    bookmarked: Type.Optional(fields.bookmarked),
  },
  { additionalProperties: false, examples: [{ name: 'Spring launch', description: 'Packaging and naming tests', goal: 'Pick a can design by March' }] },
);

export const ProjectUpdateBody = Type.Partial(Type.Object(fields), { additionalProperties: false, minProperties: 1, examples: [{ bookmarked: true }] });

export const Project = Type.Object(
  {
    id: Type.String({ format: 'uuid', description: 'Project GUID.' }),
    name: Type.String(),
    description: Type.String(),
    goal: Type.String(),
    archived: Type.Boolean(),
    bookmarked: Type.Boolean(),
    createdAt: Type.String({ format: 'date-time' }),
    updatedAt: Type.String({ format: 'date-time' }),
    url: Type.String({ description: 'The project page.' }),
    user: Type.String({ description: 'Name of the person who created the project; empty when unknown.' }),
    surveyCount: Type.Number({ description: 'Surveys in the project that are not deleted.' }),
  },
  { additionalProperties: false, title: 'Project' },
);

export const ProjectResult = Type.Object({ success: Type.Literal(true), data: Project }, { additionalProperties: false, title: 'ProjectResult' });

export const ProjectList = Type.Object(
  {
    success: Type.Literal(true),
    data: Type.Object({ projects: Type.Array(Project), pagination: Pagination }, { additionalProperties: false }),
  },
  { additionalProperties: false, title: 'ProjectList' },
);
