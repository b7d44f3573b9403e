import type { Static } from '@sinclair/typebox';
import { config } from '../../../../platform/config';
import type { Project } from './schemas';

export interface ProjectNode {
  id: string;
  name: string;
  description: string;
  goal: string;
  archived: boolean;
  bookmarked: boolean;
  surveyCount: number;
  createdAt: string;
  updatedAt: string;
  createdBy: { name: string } | null;
}

/** The browser page of a project, addressed by its GUID. */
export function projectUrl(id: string): string {
  return `${config().PUBLIC_BASE_URL.replace(/\/$/, '')}/projects/${id}`;
}

export function serializeProject(p: ProjectNode): Static<typeof Project> {
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
