import { DomainError, type ErrorDetails, type ErrorKind } from '../../../../platform/errors';

export type ProjectsErrorCode = 'project_not_found' | 'project_unknown' | 'project_invalid' | 'page_invalid';

const KIND: Record<ProjectsErrorCode, ErrorKind> = {
  project_not_found: 'not_found',
  // A project named inside another request (a survey's projects, a filter): a bad parameter.
  project_unknown: 'invalid',
  project_invalid: 'invalid',
  page_invalid: 'invalid',
};

export class ProjectsError extends DomainError {
  constructor(code: ProjectsErrorCode, message: string, details: ErrorDetails = {}) {
    super('Projects', KIND[code], code, message, details);
  }
}
