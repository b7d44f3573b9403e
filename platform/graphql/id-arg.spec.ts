import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { parseIdArg } from './id-arg';

const UUID = '01970c2e-7a4b-7cde-8f01-23456789abcd';

describe('parseIdArg', () => {
  it('gives the UUID for the printed id and for the raw UUID in any case', () => {
    expect(parseIdArg('id', 'srv_01970c2e7a4b7cde8f0123456789abcd', 'srv')).toBe(UUID);
    expect(parseIdArg('id', UUID.toUpperCase(), 'srv')).toBe(UUID);
    expect(parseIdArg('id', UUID, 'uuid')).toBe(UUID);
    expect(parseIdArg('webhookEndpoint', 'whk_01970c2e7a4b7cde8f0123456789abcd', 'whk')).toBe(UUID);
  });

  it('passes legacy integers only where the argument takes them', () => {
    expect(parseIdArg('id', '42', 'tag', { legacyInteger: true })).toBe('42');
    expect(() => parseIdArg('id', '42', 'tag')).toThrow('Argument "id" is not a tag id (tag_<32 hex> or a UUID); got "42".');
  });

  it('refuses anything else as BAD_USER_INPUT naming the argument, another kind of id included', () => {
    const refusal = (value: string, form: Parameters<typeof parseIdArg>[2]) => {
      try {
        parseIdArg('teamId', value, form);
      } catch (e) {
        expect(e).toBeInstanceOf(GraphQLError);
        return { message: (e as GraphQLError).message, extensions: (e as GraphQLError).extensions };
      }
      throw new Error(`accepted ${value}`);
    };
    expect(refusal('srv_01970c2e7a4b7cde8f0123456789abcd', 'tm')).toEqual({
      message: 'Argument "teamId" is not a team id (tm_<32 hex> or a UUID); got "srv_01970c2e7a4b7cde8f0123456789abcd".',
      extensions: { code: 'BAD_USER_INPUT', kind: 'not_found', param: 'teamId' },
    });
    expect(refusal('tm_01970C2E7A4B7CDE8F0123456789ABCD', 'tm').message).toContain('got "tm_01970C2E7A4B7CDE8F0123456789ABCD"');
    expect(refusal('', 'uuid').message).toBe('Argument "teamId" is not an id (a UUID); got "".');
    expect(refusal('x'.repeat(200), 'evt').message).toBe(`Argument "teamId" is not an event id (evt_<32 hex> or a UUID); got "${'x'.repeat(80)}…".`);
  });
});
