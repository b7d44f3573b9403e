import type { Static } from '@sinclair/typebox';
import { config } from '../../../../platform/config';
import type { ProjectFieldsFragment } from '../../../../graph-client/generated';
import type { Project } from './schemas';

/** The browser page of a project, addressed by its GUID. */
export function projectUrl(id: string): string {
  return `${config().PUBLIC_BASE_URL.replace(/\/$/, '')}/projects/${id}`;
}

export function serializeProject(p: ProjectFieldsFragment): Static<typeof Project> {
  return {
    id: p.id,
    name: p.name,
    description: p.description,
    goal: p.goal,
    archived: p.archived,
    bookmarked: p.bookmarked,
    createdAt: p.createdAt,
    updatedAt: p.updatedAt,
    url: projectUrl(p.id),
    // `user` is a string on v1: the creator's name, '' when nobody is recorded.
    user: p.createdBy?.name ?? '',
    surveyCount: p.surveyCount,
  };
}
