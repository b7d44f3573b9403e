import 'reflect-metadata';
import { openDatabase } from './open-database';

/**
 * `npm run migrate`: applies pending migrations to DATABASE_URL (or the embedded PostgreSQL in
 * DATA_DIR when unset) and prints `{"applied":[...]}`. Errors go to stderr as JSON, exit 1.
 */
async function main(): Promise<number> {
  try {
    const db = await openDatabase({ poolMax: 2, migrate: true });
    await db.close();
    process.stdout.write(`${JSON.stringify({ applied: db.applied })}\n`);
    return 0;
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    process.stderr.write(`${JSON.stringify({ error: { code: 'migration_failed', message } })}\n`);
    return 1;
  }
}

const code = await main();
process.exitCode = code;
// Leave on our own if a library keeps a handle open.
setTimeout(() => process.exit(code), 5_000).unref();
