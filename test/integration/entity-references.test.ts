import { execute, parse } from 'graphql';
import type { MikroORM, EntityManager } from '@mikro-orm/postgresql';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { config } from '../../platform/config';
import { openOrm } from '../../platform/db/orm';
import { domainModules } from '../../app/domains';
import { buildSubgraph } from '../../platform/graphql/build-subgraph';
import { createTeam } from '../../subgraphs/accounts/accounts.service';
import { createProject } from '../../subgraphs/surveys/authoring/projects/projects.service';
import { surveysSubgraph } from '../../subgraphs/surveys/schema';
import { createSurvey } from '../../subgraphs/surveys/authoring/surveys.service';
import { createTag } from '../../subgraphs/surveys/authoring/tags/tags.service';

let orm: MikroORM;
beforeAll(async () => {
  orm = await openOrm({ url: config().DATABASE_URL!, modules: domainModules, poolMax: 2 });
});
afterAll(() => orm?.close());

/** What the gateway asks a subgraph for when another subgraph references its entities. */
const ENTITIES = parse(`query($r: [_Any!]!) { _entities(representations: $r) {
  ... on Survey { name } ... on Project { name } ... on Tag { name } ... on Template { name } ... on Trait { name }
} }`);

describe('surveys subgraph entity references', () => {
  it('resolves Survey, Project, Tag, Template and Trait by their keys, and null for unknown ones', async () => {
    const em = orm.em.fork() as EntityManager;
    const team = await createTeam(em, { name: 'Refs' });
    const scope = { teamId: team.id, livemode: true, userId: null, channel: 'app' as const };
    const survey = await createSurvey(em, scope, { name: 'Ref survey', questions: [{ type: 'rating', prompt: 'Rate it' }] });
    const project = await createProject(em, scope, { name: 'Ref project' });
    const tag = await createTag(em, scope, { name: 'ref-tag' });
    await em.flush();
    const { schema } = await buildSubgraph(surveysSubgraph);
    const result = await execute({
      schema,
      document: ENTITIES,
      contextValue: { em: orm.em.fork(), principal: null, requestId: 'req_test', log: pino({ level: 'silent' }) },
      variableValues: {
        r: [
          { __typename: 'Survey', id: survey.survey.id },
          { __typename: 'Project', id: project.project.id },
          { __typename: 'Tag', id: tag.id },
          { __typename: 'Template', id: 'cmb_fn64mwtre9gbl5phri287ig0' },
          { __typename: 'Trait', country: 'US', kind: 'targeting', permalink: 'gender-female' },
          { __typename: 'Template', id: 'cmb_000000000000000000000000' },
        ],
      },
    });
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      _entities: [{ name: 'Ref survey' }, { name: 'Ref project' }, { name: 'ref-tag' }, { name: 'Name test' }, { name: 'Gender: Female' }, null],
    });
  });
});
