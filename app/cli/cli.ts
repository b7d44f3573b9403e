import 'reflect-metadata';
import { CliError, errorBody } from './cli-error';
import { keyCreate, keyList, keyRevoke } from './commands/key';
import { operatorTokenCreate, operatorTokenList, operatorTokenRevoke } from './commands/operator-token';
import { panelProviderAdd, panelProviderLink, panelProviderList, panelProviderSecret, panelProviderUpdate } from './commands/panel-provider';
import { teamCreate, teamSetPlan } from './commands/team';
import { creditsGrant } from './commands/credits';
import { userAdd } from './commands/user';

/**
 * Operator CLI: `npm run cli -- <group> <action> [--flags]`. Prints JSON on stdout; errors as
 * `{"error":{"code","message"}}` on stderr with exit code 1. Uses DATABASE_URL, or the embedded
 * PostgreSQL in DATA_DIR when unset, and applies pending migrations first. `listen` (for
 * developers) is the exception: it talks to the service over HTTP and prints a line per event.
 */
type Command = (args: string[]) => Promise<unknown>;

const COMMANDS: Record<string, Record<string, Command>> = {
  team: { create: teamCreate, 'set-plan': teamSetPlan },
  user: { add: userAdd },
  key: { create: keyCreate, list: keyList, revoke: keyRevoke },
  credits: { grant: creditsGrant },
  'operator-token': { create: operatorTokenCreate, list: operatorTokenList, revoke: operatorTokenRevoke },
  'panel-provider': { add: panelProviderAdd, list: panelProviderList, update: panelProviderUpdate, link: panelProviderLink, secret: panelProviderSecret },
};

const USAGE = `usage: npm run cli -- <command> [flags]
  team create --name <name>
  team set-plan --team <tm_…> --plan payg|growth|enterprise
  user add --team <tm_…> --email <email> --name <name> [--role owner|admin|member]
  key create --team <tm_…> --name <name> [--scopes read,write,spend | --scopes ""] [--test] [--user <usr_…>]
  key list --team <tm_…>
  key revoke --id <key_…>
  credits grant --team <tm_…> --credits <n> [--expires-in-days 365 | --expires-at <ISO 8601>] [--test] [--note <text>]
  operator-token create --name <name>
  operator-token list
  operator-token revoke --id <uuid>
  panel-provider add --name <name> --param <entry param> [--complete-url <url>] [--screenout-url <url>] [--overquota-url <url>] [--sign]
  panel-provider secret --id <pp_…>
  panel-provider list
  panel-provider update --id <pp_…> [--name <name>] [--param <entry param>] [--complete-url <url>] [--screenout-url <url>] [--overquota-url <url>]
  panel-provider link --survey <srv_…> --provider <pp_…>
  listen --forward-to <url> [--api-key sk_test_… (or SFS_API_KEY)] [--base-url <url> (PUBLIC_BASE_URL, else http://127.0.0.1:3000)] [--events order.paid,survey.completed]
      streams the team's test-mode events from the service (no database needed) and POSTs each, signed, to <url>`;

async function main(argv: string[]): Promise<number> {
  const [group, action, ...rest] = argv;
  if (group === 'help' || group === '--help' || group === '-h') {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  try {
    // A client of the HTTP API, not of the database: loaded only when asked for, and it runs until ^C.
    if (group === 'listen') return await (await import('./commands/listen')).listen(argv.slice(1));
    const command = group === undefined ? undefined : COMMANDS[group]?.[action ?? ''];
    if (!command) {
      const what = group === undefined ? 'no command given' : `unknown command "${[group, action].filter(Boolean).join(' ')}"`;
      throw new CliError('unknown_command', `${what}; see \`npm run cli -- help\``);
    }
    const result = await command(rest);
    process.stdout.write(`${JSON.stringify(result)}\n`);
    return 0;
  } catch (err) {
    process.stderr.write(`${JSON.stringify(errorBody(err))}\n`);
    return 1;
  }
}

const code = await main(process.argv.slice(2));
process.exitCode = code;
// Leave on our own if a library keeps a handle open.
setTimeout(() => process.exit(code), 5_000).unref();
