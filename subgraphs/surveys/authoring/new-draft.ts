import type { EntityManager } from '@mikro-orm/postgresql';
import { newId } from '../../../platform/ids';
import { Survey } from '../entities/survey.entity';

/** What a new draft is made of; every other column starts empty. */
export type NewDraft = Pick<Survey, 'teamId' | 'creatorUserId' | 'name' | 'country' | 'sampleSize' | 'targeting' | 'reporting' | 'livemode'> &
  Partial<Pick<Survey, 'externalId' | 'surveyIntent' | 'isMiniPoll' | 'templateId' | 'templateName' | 'duplicatedFrom'>>;

/**
 * A new draft row in the unit of work (written on the next flush): unpublished, no responses, no
 * quote, no timestamps past its creation. The one place a survey's columns get their first
 * values, for a create and a duplicate alike.
 */
export function newDraft(em: EntityManager, fields: NewDraft): Survey {
  const now = new Date();
  return em.create(Survey, {
    id: newId(),
    status: 'unpublished',
    externalId: null,
    surveyIntent: null,
    isMiniPoll: false,
    templateId: null,
    templateName: null,
    numResponses: 0,
    duplicatedFrom: null,
    quote: null,
    createdAt: now,
    updatedAt: now,
    publishedAt: null,
    completedAt: null,
    stoppedAt: null,
    deletedAt: null,
    ...fields,
  });
}
