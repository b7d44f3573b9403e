import { describe, expect, it } from 'vitest';
import { isConnectionFailure } from './pg-errors';

describe('isConnectionFailure', () => {
  it.each([
    ['a refused socket', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    ['a reset socket', Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' })],
    ['an administrator shutdown (57P01)', Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })],
    ['a connection exception class 08', Object.assign(new Error('connection failure'), { code: '08006' })],
    ['pg’s lost connection', new Error('Connection terminated unexpectedly')],
    ['a transaction knex ended when its connection died', new Error('Transaction query already complete, run with DEBUG=knex:tx for more info')],
    ['a pool that cannot connect', new Error('Knex: Timeout acquiring a connection. The pool is probably full.')],
    ['pg’s pool waiting past connectionTimeoutMillis', new Error('timeout exceeded when trying to connect')],
    ['a wrapped one (MikroORM’s cause)', Object.assign(new Error('query failed'), { cause: Object.assign(new Error('x'), { code: 'ECONNREFUSED' }) })],
    ['a starting server', Object.assign(new Error('the database system is starting up'), { code: '57P03' })],
  ])('%s is an outage', (_what, err) => expect(isConnectionFailure(err)).toBe(true));

  it.each([
    ['a unique violation', Object.assign(new Error('duplicate key'), { code: '23505' })],
    ['a syntax error', Object.assign(new Error('syntax error at or near'), { code: '42601' })],
    ['a plain bug', new TypeError('x is undefined')],
    ['nothing', null],
  ])('%s is not', (_what, err) => expect(isConnectionFailure(err)).toBe(false));
});
