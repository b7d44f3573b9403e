import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_URL } from '../helpers/test-env';

const run = promisify(execFile);
const TSX = 'node_modules/.bin/tsx';

interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
  json: any;
}

/** Runs the operator CLI as a child process against the test database. */
async function cli(...args: string[]): Promise<CliResult> {
  const env = { ...process.env, DATABASE_URL: TEST_DATABASE_URL, LOG_LEVEL: 'silent', NODE_ENV: 'test' };
  try {
    const { stdout, stderr } = await run(TSX, ['app/cli/cli.ts', ...args], { env, timeout: 30_000 });
    return { code: 0, stdout, stderr, json: JSON.parse(stdout) };
  } catch (err) {
    const e = err as { code?: number; stdout: string; stderr: string };
    if (typeof e.code !== 'number') throw err;
    return { code: e.code, stdout: e.stdout, stderr: e.stderr, json: JSON.parse(e.stderr) };
  }
}

describe('operator CLI', { timeout: 60_000 }, () => {
  const db = new pg.Client({ connectionString: TEST_DATABASE_URL });
  let teamId: string;

  beforeAll(async () => {
    await db.connect();
    const team = await cli('team', 'create', '--name', 'CLI Co');
    expect(team.code).toBe(0);
    teamId = team.json.id;
  });
  afterAll(() => db.end());

  it('team create prints the v2 team', () => {
    expect(teamId).toMatch(/^tm_[0-9a-f]{32}$/);
  });

  it('user add joins a person to the team (raw UUID team accepted)', async () => {
    const uuid = teamId.slice(3).replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5');
    const r = await cli('user', 'add', '--team', uuid, '--email', 'Owner@Example.com', '--name', 'Olive', '--role', 'owner');
    expect(r.code).toBe(0);
    expect(r.json).toEqual({ id: expect.stringMatching(/^usr_[0-9a-f]{32}$/), email: 'owner@example.com', name: 'Olive', team: teamId, role: 'owner' });
  });

  it('key create shows the secret once and stores only its hash; list and revoke never show it', async () => {
    const [live, test] = await Promise.all([
      cli('key', 'create', '--team', teamId, '--name', 'server'),
      cli('key', 'create', '--team', teamId, '--name', 'sandbox', '--test', '--scopes', 'read'),
    ]);
    expect(live.code).toBe(0);
    expect(live.json).toMatchObject({ name: 'server', scopes: ['read', 'write', 'spend'], livemode: true, team: teamId });
    expect(live.json.id).toMatch(/^key_[0-9a-f]{32}$/);
    expect(live.json.secret).toMatch(/^sk_live_[A-Za-z0-9_-]{40}$/);

    expect(test.code).toBe(0);
    expect(test.json).toMatchObject({ name: 'sandbox', scopes: ['read'], livemode: false });
    expect(test.json.secret).toMatch(/^sk_test_[A-Za-z0-9_-]{40}$/);

    const { rows } = await db.query('select * from accounts.api_keys where team_id = $1', [uuidOf(teamId)]);
    expect(rows).toHaveLength(2);
    for (const [row, secret] of [
      [rows.find((r) => r.name === 'server'), live.json.secret],
      [rows.find((r) => r.name === 'sandbox'), test.json.secret],
    ]) {
      for (const value of Object.values(row)) expect(String(value)).not.toContain(secret);
      expect(row.secret_hash).toBe(createHash('sha256').update(secret).digest('hex'));
    }

    const list = await cli('key', 'list', '--team', teamId);
    expect(list.code).toBe(0);
    expect(list.json).toHaveLength(2);
    expect(list.stdout).not.toContain(live.json.secret);
    expect(list.stdout).not.toContain(test.json.secret);
    expect(list.json.map((k: any) => k.id).sort()).toEqual([live.json.id, test.json.id].sort());
    for (const k of list.json) {
      expect(Object.keys(k)).toEqual(expect.arrayContaining(['id', 'name', 'scopes', 'livemode', 'prefix', 'lastUsedAt', 'revokedAt', 'createdAt']));
      expect(k).not.toHaveProperty('secret');
      expect(k.revokedAt).toBeNull();
    }

    const revoked = await cli('key', 'revoke', '--id', live.json.id);
    expect(revoked.code).toBe(0);
    expect(revoked.json.id).toBe(live.json.id);
    expect(revoked.json.revokedAt).toEqual(expect.any(String));
    expect(revoked.stdout).not.toContain(live.json.secret);
    const after = await db.query('select revoked_at from accounts.api_keys where id = $1', [uuidOf(live.json.id)]);
    expect(after.rows[0].revoked_at).toBeInstanceOf(Date);
  });

  it('--scopes "" creates a legacy key without scopes', async () => {
    const r = await cli('key', 'create', '--team', teamId, '--name', 'legacy', '--scopes', '');
    expect(r.code).toBe(0);
    expect(r.json.scopes).toEqual([]);
  });

  it('a bad scope exits 1 with a JSON error on stderr and nothing on stdout', async () => {
    const r = await cli('key', 'create', '--team', teamId, '--name', 'bad', '--scopes', 'read,admin');
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.json).toEqual({ error: expect.objectContaining({ code: 'invalid_scopes', message: expect.stringContaining('admin') }) });
  });

  it('unknown flags and commands exit 1 with JSON errors', async () => {
    const [flag, command] = await Promise.all([cli('team', 'create', '--nme', 'x'), cli('team', 'explode')]);
    expect(flag.code).toBe(1);
    expect(flag.json.error.code).toBe('invalid_arguments');
    expect(command.code).toBe(1);
    expect(command.json.error.code).toBe('unknown_command');
  });

  it('credits grant adds a bucket and its grant entry (live by default, --test for test mode); bad amounts exit 1', async () => {
    const live = await cli('credits', 'grant', '--team', teamId, '--credits', '12.5', '--expires-in-days', '30', '--note', 'welcome');
    expect(live.code).toBe(0);
    expect(live.json).toMatchObject({ team: teamId, livemode: true, credits: 12.5 });
    expect(live.json.bucket).toMatch(/^cbk_[0-9a-f]{32}$/);
    const days = (Date.parse(live.json.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    const test = await cli('credits', 'grant', '--team', teamId, '--credits', '5', '--expires-at', '2099-01-01T00:00:00Z', '--test');
    expect(test.json).toMatchObject({ livemode: false, credits: 5, expiresAt: '2099-01-01T00:00:00.000Z' });

    const uuid = uuidOf(teamId);
    const rows = await db.query(`select livemode, kind, units, note from billing.ledger_entries where team_id = $1 order by livemode desc`, [uuid]);
    expect(rows.rows).toEqual([
      { livemode: true, kind: 'grant', units: 1250, note: 'welcome' },
      { livemode: false, kind: 'grant', units: 500, note: null },
    ]);
    for (const bad of [
      ['--credits', '0'],
      ['--credits', '1.234'],
      ['--credits', '5', '--expires-at', '2000-01-01T00:00:00Z'],
    ]) {
      const r = await cli('credits', 'grant', '--team', teamId, ...bad);
      expect(r.code).toBe(1);
      expect(r.stdout).toBe('');
      expect(r.json.error.code).toEqual(expect.any(String));
    }
  });
});

function uuidOf(publicId: string): string {
  return publicId.slice(publicId.indexOf('_') + 1).replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5');
}
