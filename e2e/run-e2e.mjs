// Runs the browser tests: a real Chromium against the real server on a fresh database. Starts the
// server on a free port, waits for it, runs Playwright, and always stops the server and removes
// its database. Every wait is bounded.
//
// The database is a fresh embedded one (a temporary DATA_DIR), or, when TEST_DATABASE_URL names a
// PostgreSQL server (as .ci/run does), a fresh database there (E2E_DATABASE=pglite keeps the
// embedded one). On PostgreSQL the queries run in the database's own processes instead of in the
// server's event loop, so two browsers can work at once (ADR 0004).
import { randomBytes } from 'node:crypto';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..');
const e2eDir = import.meta.dirname;
const SERVER_START_TIMEOUT_MS = 180_000;
const SERVER_STOP_TIMEOUT_MS = 10_000;

function findChromium() {
  const candidate = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  try {
    fs.accessSync(candidate, fs.constants.X_OK);
    return candidate;
  } catch {
    return null;
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (srv.address());
      srv.close(() => resolve(port));
    });
  });
}

/**
 * A fresh, empty PostgreSQL database on TEST_DATABASE_URL's server: its URL and how to drop it.
 * The server migrates and seeds it on start, as it does an empty embedded database.
 */
async function freshPostgres(base) {
  const admin = new URL(base);
  admin.pathname = '/postgres';
  const name = `lp_e2e_${process.pid}_${randomBytes(4).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: admin.toString() });
      await dropper.connect();
      try {
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** One GET without keep-alive: an idle pooled connection would hold up the server's shutdown. */
function probe(url) {
  return new Promise((resolve) => {
    const req = http.get(
      url,
      { agent: false, timeout: 2_000, headers: { 'X-Requested-With': 'XMLHttpRequest' } },
      (res) => {
        res.resume();
        resolve(res.statusCode === 200);
      },
    );
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(false));
  });
}

async function waitForServer(baseUrl, server) {
  const deadline = Date.now() + SERVER_START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null)
      throw new Error(`the server exited with code ${server.exitCode} while starting`);
    if (await probe(`${baseUrl}/api/docs/json`)) return;
    await sleep(250);
  }
  throw new Error(`the server did not answer within ${SERVER_START_TIMEOUT_MS / 1000} s`);
}

async function stopServer(server) {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  const stopped = await Promise.race([
    exited.then(() => true),
    sleep(SERVER_STOP_TIMEOUT_MS).then(() => false),
  ]);
  if (!stopped) {
    console.error('The server did not stop after SIGTERM; killing it.');
    server.kill('SIGKILL');
    await Promise.race([exited, sleep(2_000)]);
  }
}

function run(command, args, options) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (err) => {
      console.error(err.message);
      resolve(1);
    });
  });
}

async function main() {
  const chromium = findChromium();
  if (!chromium) {
    if (process.env.CI === 'true') {
      console.error(
        'Browser tests need Chromium on CI: install it with "apt-get install -y chromium" or set CHROMIUM_PATH.',
      );
      return 1;
    }
    console.log(
      'Browser tests skipped: no Chromium found. Install it with "apt-get install -y chromium" or set CHROMIUM_PATH.',
    );
    return 0;
  }
  // WEB_DIST (the server's setting) points at another build, e.g. one made to a private folder.
  const webDist = process.env.WEB_DIST
    ? path.resolve(root, process.env.WEB_DIST)
    : path.join(root, 'apps/web/dist');
  if (!fs.existsSync(path.join(webDist, 'index.html'))) {
    console.error('The web app is not built: run "npm run build" first (npm run test:e2e does).');
    return 1;
  }
  // The built server, as `npm start` runs it (ADR 0015), so the browser tests test what ships.
  const serverMain = path.join(root, 'apps/server/dist/main.mjs');
  if (!fs.existsSync(serverMain)) {
    console.error('The server is not built: run "npm run build" first (npm run test:e2e does).');
    return 1;
  }

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lonportal-e2e-'));
  const postgres =
    process.env.TEST_DATABASE_URL && process.env.E2E_DATABASE !== 'pglite'
      ? await freshPostgres(process.env.TEST_DATABASE_URL)
      : null;
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // NODE_ENV stays unset (development) so the dev SMS endpoint exists for the two-step login test.
  const { NODE_ENV: _nodeEnv, DATABASE_URL: _databaseUrl, ...env } = process.env;
  const server = spawn(process.execPath, ['--enable-source-maps', serverMain], {
    cwd: root,
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // The login page links to a reset form only where one is configured (login-page.spec.ts).
      PASSWORD_RESET_URL: 'https://reset.example.se/glomt-losenord',
      ...(postgres ? { DATABASE_URL: postgres.url } : {}),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });

  const cleanup = async () => {
    await stopServer(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
    await postgres
      ?.drop()
      .catch((err) => console.error(`Could not drop the browser tests' database: ${err.message}`));
  };
  const onSignal = (signal) => {
    void cleanup().then(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  try {
    await waitForServer(baseUrl, server);
    return await run(path.join(root, 'node_modules/.bin/playwright'), ['test', ...process.argv.slice(2)], {
      cwd: e2eDir,
      env: {
        ...process.env,
        // Two browsers at once where the database takes their queries side by side (ADR 0004).
        E2E_WORKERS: process.env.E2E_WORKERS ?? (postgres ? '2' : '1'),
        BASE_URL: baseUrl,
        CHROMIUM_PATH: chromium,
      },
    });
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    return 1;
  } finally {
    await cleanup();
  }
}

process.exitCode = await main();
