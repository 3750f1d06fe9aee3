#!/usr/bin/env node
// One command on a fresh clone: install, build, import the default content when the database is
// empty, then serve the API (and the web site once it is built) on localhost. Uses only Node built-ins,
// so it runs before `npm install`.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, openSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
const apiPort = Number(env.PORT ?? env.API_PORT ?? 3005);
const webPort = Number(env.WEB_PORT ?? 3000);
const appsWeb = join(root, 'apps/web');
const nextBin = join(root, 'node_modules/next/dist/bin/next');

function run(command, args, label) {
  console.log(`\n> ${label}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error(`${label} failed (exit ${result.status})`);
    process.exit(result.status ?? 1);
  }
}

function exitOf(child) {
  return new Promise((resolveExit) => child.on('exit', (code) => resolveExit(code)));
}

const WEB_BUILD_LOG = join(root, 'data/web-build.log');

/** A command in the background, its output in a log under data/ (the importer keeps the terminal). */
function startLogged(label, command, args, log, cwd = root) {
  console.log(`\n> ${label} (log: ${log})`);
  mkdirSync(dirname(log), { recursive: true });
  const out = openSync(log, 'w');
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', out, out] });
  const done = exitOf(child).then((code) => {
    console.log(`\n> ${label}: ${code === 0 ? 'done' : 'FAILED'}`);
    return code;
  });
  return { done, kill: (signal) => child.kill(signal) };
}

// The packages' install scripts run in the background: better-sqlite3 compiles SQLite from source
// there (~70 s on 2 cores where its prebuilt binary cannot be downloaded), and only the import needs
// it, so the packages and the web app build meanwhile. A marker says the scripts have not finished
// yet: a start interrupted before they did installs again.
const lock = join(root, 'package-lock.json');
const installed = join(root, 'node_modules', '.package-lock.json');
const scriptsPending = join(root, 'node_modules', '.install-scripts-pending');
let installScripts = null;
if (
  !existsSync(installed) ||
  existsSync(scriptsPending) ||
  (existsSync(lock) && statSync(lock).mtimeMs > statSync(installed).mtimeMs)
) {
  run('npm', [existsSync(lock) ? 'ci' : 'install', '--ignore-scripts'], 'installing dependencies');
  writeFileSync(scriptsPending, '');
  installScripts = startLogged(
    "running the packages' install scripts (better-sqlite3 builds SQLite)",
    'npm',
    ['rebuild'],
    join(root, 'data/npm-rebuild.log'),
  );
  installScripts.done.then((code) => code === 0 && rmSync(scriptsPending));
}
// The packages and the API first (the importer runs from their dist/); then the web build and the
// import side by side, since neither needs the other: on a fresh clone that saves the shorter of the
// two (the import of the whole corpus takes minutes). The import waits for the install scripts.
run(join(root, 'node_modules/.bin/tsc'), ['-b'], 'building the packages and the API');
// `next build` writes its output to a log while the importer keeps the terminal for its progress bar.
const webBuild = startLogged(
  'building the web app',
  process.execPath,
  [nextBin, 'build'],
  WEB_BUILD_LOG,
  appsWeb,
);
if (installScripts && (await installScripts.done) !== 0) {
  webBuild.kill('SIGTERM');
  console.error(`the packages' install scripts failed: see ${join(root, 'data/npm-rebuild.log')}`);
  process.exit(1);
}

// Import only when the database has no content yet (a re-run of the importer is safe but not needed).
const probe = spawnSync(
  process.execPath,
  [
    '--input-type=module',
    '-e',
    `import { openDatabase, createRepositories } from '@tafsir/db';
     const h = await openDatabase({ url: process.env.DATABASE_URL, sqliteFile: process.env.SQLITE_FILE });
     const n = (await createRepositories(h.db).quran.listRiwayat()).length;
     await h.close(); process.exit(n > 0 ? 0 : 3);`,
  ],
  { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] },
);
if (probe.status === 3) {
  console.log('\n> importing the content (the web app builds meanwhile)');
  // Exit 1 means some book was skipped (reported in the summary); the rest is imported and servable.
  const status = await exitOf(
    spawn(process.execPath, ['packages/importer/dist/cli.js'], { cwd: root, env, stdio: 'inherit' }),
  );
  if (status !== 0 && status !== 1) {
    webBuild.kill('SIGTERM');
    process.exit(status ?? 1);
  }
} else if (probe.status !== 0) {
  webBuild.kill('SIGTERM');
  process.exit(probe.status ?? 1);
}
if ((await webBuild.done) !== 0) {
  console.error(`building the web app failed: see ${WEB_BUILD_LOG}`);
  process.exit(1);
}

// Book downloads (EPUB, SQLite, JSON) are not built here: the API builds each book's files on their
// first request and keeps them until an import changes the book (`npm run export-books` pre-builds).

const children = [];
function serve(args, extraEnv) {
  const child = spawn(process.execPath, args, { cwd: root, env: { ...env, ...extraEnv }, stdio: 'inherit' });
  children.push(child);
  child.on('exit', (code) => {
    for (const other of children) if (other !== child) other.kill('SIGTERM');
    process.exit(code ?? 0);
  });
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => children.forEach((c) => c.kill(signal)));

// The browser reaches the API through the web server's proxy.ts (/api/… on the site's origin), which
// adds X-Forwarded-For: the API believes it from that one loopback hop only, so that each reader, not
// the proxy, has its own rate limits.
// With a proxy trusted, loopback is no longer exempt from the limits: the web server's own renders
// (every reader's pages, from 127.0.0.1) are told apart by the secret both processes share (SECURITY.md),
// made here for this run unless one is set.
env.WEB_SERVER_SECRET ??= randomBytes(32).toString('hex');
serve(['apps/api/dist/server.js'], { PORT: String(apiPort), TRUST_PROXY: env.TRUST_PROXY ?? '127.0.0.1' });
const webBuilt = existsSync(join(appsWeb, '.next/BUILD_ID'));
if (webBuilt) {
  // `next start`: Next's own server (caches, compression, ETags). Bound by the name `localhost`, not
  // 127.0.0.1: Next compares the proxy's rewrites (whose URLs it writes with `localhost`) with the
  // bound name, and with 127.0.0.1 serves each rewritten page by proxying it over HTTP to itself, at
  // about 1.7× the CPU per answer (vercel/next.js#94745; bench/web prints the CPU per answer).
  serve([nextBin, 'start', appsWeb, '-p', String(webPort), '-H', 'localhost'], {
    API_URL: env.API_URL ?? `http://127.0.0.1:${apiPort}`,
  });
}
// The URLs are printed once both servers answer (a page asked for before the API is up would fail).
async function answers(url) {
  for (const started = Date.now(); Date.now() - started < 120_000;) {
    try {
      if ((await fetch(url)).ok) return true;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}
const apiUp = await answers(`http://127.0.0.1:${apiPort}/api/health`);
const webUp = webBuilt && (await answers(`http://localhost:${webPort}/api/health`));
// The site serves the API on its own origin (/api/…, forwarded by the web app's proxy.ts to the API):
// the addresses a browser uses, the same ones the pages' download links and curl lines show.
if (webBuilt) {
  const site = `http://localhost:${webPort}`;
  const note = webUp ? '' : ' — not answering yet';
  console.log(`\nTafsir Compendium site: ${site}/ar${note}`);
  console.log(`Its API: ${site}/api/v1/statistics  (docs: ${site}/api/docs)${note}`);
  console.log(
    `(the API process itself listens on http://127.0.0.1:${apiPort}${apiUp ? '' : ', not answering yet'})`,
  );
} else
  console.log(
    `\nTafsir Compendium API: http://127.0.0.1:${apiPort}/api/v1/statistics  (docs: http://127.0.0.1:${apiPort}/api/docs)${apiUp ? '' : ' — not answering yet'}`,
  );
