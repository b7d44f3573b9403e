import type { DomainModule } from '../../platform/db/domain-module';
import { Option } from './entities/option.entity';
import { Question } from './entities/question.entity';
import { Survey } from './entities/survey.entity';
import { SurveysInit } from './migrations/0001-surveys';

export const surveysModule: DomainModule = {
  name: 'surveys',
  schema: 'surveys',
  entities: [Survey, Question, Option],
  migrations: [{ name: 'surveys-0001-init', class: SurveysInit }],
};
