import { describe, expect, it } from 'vitest';
import { ormOptions } from './orm';

describe('orm options behind a transaction-mode pooler', () => {
  it('send no startup settings (PgBouncer refuses them); otherwise jit=off and the statement timeout', () => {
    const direct = ormOptions({ url: 'postgres://x/y', modules: [], statementTimeoutMs: 15_000 }).driverOptions;
    expect(direct).toEqual({ connectionTimeoutMillis: 60_000, options: '-c jit=off', statement_timeout: 15_000 });
    const pooled = ormOptions({ url: 'postgres://x/y', modules: [], statementTimeoutMs: 15_000, transactionPooler: true }).driverOptions;
    expect(pooled).toEqual({ connectionTimeoutMillis: 60_000 });
  });
});
