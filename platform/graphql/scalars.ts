import { GraphQLScalarType } from 'graphql';
import { GraphQLDateTimeISO } from 'graphql-scalars';

/**
 * `DateTime`: every timestamp of the graph (fields, arguments, input fields). Out: an RFC 3339
 * UTC string with milliseconds, exactly `Date.prototype.toISOString()` (resolvers may return a
 * Date or such a string; `2026-01-02T03:04:05.000Z` stays byte for byte what REST shows).
 * In: an RFC 3339 date-time string with an offset, which resolvers receive as a `Date`.
 */
export const DateTimeScalar = new GraphQLScalarType({
  ...GraphQLDateTimeISO.toConfig(),
  name: 'DateTime',
  description:
    'A point in time: an RFC 3339 date-time string. Output is always UTC with milliseconds (2026-01-02T03:04:05.000Z); input takes any RFC 3339 date-time with an offset.',
  specifiedByURL: 'https://datatracker.ietf.org/doc/html/rfc3339#section-5.6',
});
