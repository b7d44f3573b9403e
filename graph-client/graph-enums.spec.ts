import { readFileSync } from 'node:fs';
import { buildSchema, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { SUPERGRAPH_FILE } from '../schema/files';
import { GraphEnums } from './graph-enums';
import { GetSurveyDocument, ListOrdersDocument, SearchSurveysDocument, SurveyResponsesDocument, TraitsDocument } from './generated';

/** The committed supergraph, as the gateway serves it (join directives are declared in it). */
const enums = new GraphEnums(buildSchema(readFileSync(SUPERGRAPH_FILE, 'utf8'), { assumeValidSDL: true }));

describe('GraphEnums', () => {
  it('sends domain statuses as enum names, inside input objects too, and leaves other values alone', () => {
    const search = SearchSurveysDocument;
    const vars = enums.variablesFor(search, { filter: { page: 1, limit: 10, status: ['in-progress', 'completed'], text: 'in-progress' } });
    expect(vars).toEqual({ filter: { page: 1, limit: 10, status: ['IN_PROGRESS', 'COMPLETED'], text: 'in-progress' } });
    expect(enums.variablesFor(SurveyResponsesDocument, { surveyId: 's', status: 'all', limit: 5 })).toEqual({ surveyId: 's', status: 'ALL', limit: 5 });
    // An unknown string goes through unchanged, for GraphQL to refuse.
    expect(enums.variablesFor(SurveyResponsesDocument, { surveyId: 's', status: 'bogus', limit: 5 })).toMatchObject({ status: 'bogus' });
  });

  it('answers enum names as domain strings, through fragments and lists; a field @include left out stays absent', () => {
    const result = enums.resultOf(GetSurveyDocument, {
      data: { survey: { id: 's', status: 'IN_PROGRESS', completionEstimate: { bucket: 'same_day', estimatedMinutes: 60, status: 'HARD_TO_REACH' }, questions: [] } },
    });
    expect(result.data).toEqual({
      survey: { id: 's', status: 'in-progress', completionEstimate: { bucket: 'same_day', estimatedMinutes: 60, status: 'hard_to_reach' }, questions: [] },
    });
    const orders = enums.resultOf(ListOrdersDocument, {
      data: {
        orders: {
          nodes: [
            { id: 'a', status: 'PAID' },
            { id: 'b', status: 'REFUNDED' },
          ],
          hasMore: false,
          nextCursor: null,
        },
      },
    });
    expect(orders.data).toEqual({
      orders: {
        nodes: [
          { id: 'a', status: 'paid' },
          { id: 'b', status: 'refunded' },
        ],
        hasMore: false,
        nextCursor: null,
      },
    });
  });

  it('follows aliases, inline fragments and @include, and leaves a field that was left out absent', () => {
    const doc = parse(`query Q($all: Boolean!) {
      first: survey(id: "a") { state: status ... on Survey { again: status } }
      second: survey(id: "b") { status @include(if: $all) }
    }`);
    const result = enums.resultOf(doc, { data: { first: { state: 'COMPLETED', again: 'ARCHIVED' }, second: {} } });
    expect(result.data).toEqual({ first: { state: 'completed', again: 'archived' }, second: {} });
  });

  it('leaves results of operations without a status enum as they are, and other enums as names', () => {
    const data = { traits: [{ name: 'Gender: Female', permalink: 'gender-female', category: 'Gender', kind: 'TARGETING', country: 'US' }] };
    const result = { data };
    expect(enums.resultOf(TraitsDocument, result)).toBe(result);
    expect(result.data).toEqual(data);
  });
});
