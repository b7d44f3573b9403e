import type { EntityManager } from '@mikro-orm/postgresql';
import { config } from '../../../platform/config';

/** `<PUBLIC_BASE_URL>/r/preview/<token>`: the respondent app, walked without recording anything. */
export function previewUrl(token: string): string {
  return `${config().PUBLIC_BASE_URL.replace(/\/+$/, '')}/r/preview/${token}`;
}

/** The survey a preview token belongs to (not deleted), or null. The token is the capability: no team scope. */
export async function findSurveyByPreviewToken(em: EntityManager, token: string): Promise<{ id: string; livemode: boolean } | null> {
  if (!token) return null;
  // Plain SQL: a partly loaded Survey would sit in the caller's identity map.
  const rows = await em.execute<{ id: string; livemode: boolean }[]>('select id, livemode from surveys.surveys where preview_token = ? and deleted_at is null', [token]);
  return rows[0] ? { id: rows[0].id, livemode: rows[0].livemode } : null;
}
