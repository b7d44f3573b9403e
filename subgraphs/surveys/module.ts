import type { DomainModule } from '../../platform/db/domain-module';
import { Option } from './entities/option.entity';
import { Question } from './entities/question.entity';
import { Survey } from './entities/survey.entity';
import { SurveysInit } from './migrations/0001-surveys';
import { SurveysProjectsTags } from './migrations/0002-projects-tags';
import { SurveysTemplateName } from './migrations/0003-template-name';
import { SurveysResponses } from './migrations/0004-responses';
import { SurveysReports } from './migrations/0005-reports';
import { SurveysModes } from './migrations/0006-modes';
import { SurveysQuotes } from './migrations/0007-quotes';
import { SurveysPanelProviders } from './migrations/0008-panel-providers';
import { EntryLink } from './fieldwork/providers/entities/entry-link.entity';
import { PanelProvider } from './fieldwork/providers/entities/panel-provider.entity';
import { SurveysRespondentQuality } from './migrations/0009-respondent-quality';
import { SurveysAttempts } from './migrations/0010-attempts';
import { SurveysInsights } from './migrations/0011-insights';
import { SurveysShareLinks } from './migrations/0012-share-links';
import { SurveysFollowupPrice } from './migrations/0013-followup-price';
import { SurveysDuplicatedFrom } from './migrations/0014-duplicated-from';
import { SurveysProviderSigning } from './migrations/0015-provider-signing';
import { SurveysSampleSizeRepair } from './migrations/0016-sample-size-repair';
import { SurveysAttemptPlaces } from './migrations/0017-attempt-places';
import { SurveysOneQuotePerSurvey } from './migrations/0018-one-quote-per-survey';
import { SurveysSearchDoc } from './migrations/0019-survey-search-doc';
import { SurveysShownResponses } from './migrations/0020-shown-responses';
import { SurveysKeptResults } from './migrations/0021-kept-results';
import { SurveysListOrderIndexes } from './migrations/0022-list-order-indexes';
import { SurveysSurveyCounts } from './migrations/0023-survey-counts';
import { SurveysQuotesFillfactor } from './migrations/0024-quotes-fillfactor';
import { ShareLink } from './authoring/sharing/share-link.entity';
import { Attempt } from './fieldwork/attempts/attempt.entity';
import { Followup } from './fieldwork/responses/entities/followup.entity';
import { Respondent } from './fieldwork/responses/entities/respondent.entity';
import { Response } from './fieldwork/responses/entities/response.entity';
import { ResponseRating } from './fieldwork/responses/entities/response-rating.entity';
import { Project } from './authoring/projects/entities/project.entity';
import { SurveyProject } from './authoring/projects/entities/survey-project.entity';
import { SurveyTag } from './authoring/tags/entities/survey-tag.entity';
import { Tag } from './authoring/tags/entities/tag.entity';

export const surveysModule: DomainModule = {
  name: 'surveys',
  schema: 'surveys',
  entities: [Survey, Question, Option, Project, SurveyProject, Tag, SurveyTag, Respondent, Response, ResponseRating, Followup, Attempt, ShareLink, PanelProvider, EntryLink],
  migrations: [
    { name: 'surveys-0001-init', class: SurveysInit },
    { name: 'surveys-0002-projects-tags', class: SurveysProjectsTags },
    { name: 'surveys-0003-template-name', class: SurveysTemplateName },
    { name: 'surveys-0004-responses', class: SurveysResponses },
    { name: 'surveys-0005-reports', class: SurveysReports },
    { name: 'surveys-0006-modes', class: SurveysModes },
    { name: 'surveys-0007-quotes', class: SurveysQuotes },
    { name: 'surveys-0008-panel-providers', class: SurveysPanelProviders },
    { name: 'surveys-0009-respondent-quality', class: SurveysRespondentQuality },
    { name: 'surveys-0010-attempts', class: SurveysAttempts },
    { name: 'surveys-0011-insights', class: SurveysInsights },
    { name: 'surveys-0012-share-links', class: SurveysShareLinks },
    { name: 'surveys-0013-followup-price', class: SurveysFollowupPrice },
    { name: 'surveys-0014-duplicated-from', class: SurveysDuplicatedFrom },
    { name: 'surveys-0015-provider-signing', class: SurveysProviderSigning },
    { name: 'surveys-0016-sample-size-repair', class: SurveysSampleSizeRepair },
    { name: 'surveys-0017-attempt-places', class: SurveysAttemptPlaces },
    { name: 'surveys-0018-one-quote-per-survey', class: SurveysOneQuotePerSurvey },
    { name: 'surveys-0019-survey-search-doc', class: SurveysSearchDoc },
    { name: 'surveys-0020-shown-responses', class: SurveysShownResponses },
    { name: 'surveys-0021-kept-results', class: SurveysKeptResults },
    { name: 'surveys-0022-list-order-indexes', class: SurveysListOrderIndexes },
    { name: 'surveys-0023-survey-counts', class: SurveysSurveyCounts },
    { name: 'surveys-0024-quotes-fillfactor', class: SurveysQuotesFillfactor },
  ],
};
