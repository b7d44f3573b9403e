import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { newId } from '../../../../platform/ids';
import type { OwnerScope } from '../../../../platform/owner';
import { Survey } from '../../entities/survey.entity';
import { findSurvey } from '../surveys.service';
import { SurveysError } from '../../surveys.errors';
import { ShareLink } from './share-link.entity';

/** Who a share link lets in: the survey, read as its own team in its own mode. */
export interface SharedSurvey {
  surveyId: string;
  teamId: string;
  livemode: boolean;
  linkId: string;
}

/** A new link to the owner's survey's results: 32 random bytes, base64url (43 characters). */
export async function createShareLink(em: EntityManager, owner: OwnerScope, surveyId: string, userId: string | null): Promise<ShareLink> {
  await findSurvey(em, owner, surveyId);
  const link = em.create(ShareLink, { id: newId(), token: randomBytes(32).toString('base64url'), surveyId, createdBy: userId, createdAt: new Date(), revokedAt: null });
  await em.flush();
  return link;
}

/** The survey's links, newest first, revoked ones included (they say when). */
export async function listShareLinks(em: EntityManager, owner: OwnerScope, surveyId: string): Promise<ShareLink[]> {
  await findSurvey(em, owner, surveyId);
  return em.find(ShareLink, { surveyId }, { orderBy: { createdAt: 'desc', id: 'desc' } });
}

/** Revokes one of the owner's links (again: no change). */
export async function revokeShareLink(em: EntityManager, owner: OwnerScope, linkId: string): Promise<ShareLink> {
  const link = await em.findOne(ShareLink, { id: linkId });
  const survey = link && (await em.findOne(Survey, { id: link.surveyId, teamId: owner.teamId, livemode: owner.livemode }));
  if (!link || !survey) throw new SurveysError('share_link_not_found', 'No such share link.', 'id');
  link.revokedAt ??= new Date();
  await em.flush();
  return link;
}

/** The survey a live (unrevoked) link opens, or null; a deleted survey's links open nothing. */
export async function resolveShareLink(em: EntityManager, token: string): Promise<SharedSurvey | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const link = await em.findOne(ShareLink, { token, revokedAt: null });
  const survey = link && (await em.findOne(Survey, { id: link.surveyId, deletedAt: null }));
  return link && survey ? { surveyId: survey.id, teamId: survey.teamId, livemode: survey.livemode, linkId: link.id } : null;
}
