// Test-only hooks of the real server (main.ts), for the tests that kill it with SIGKILL at a chosen
// moment (crash.test.ts): they are what a power cut or an OOM kill does at the worst time. Refused
// with NODE_ENV=production, as the demo's conveniences are (ADR 0010): a setting that is ignored
// looks like a setting that works.
//
// TEST_PAUSE_AT  "statement <n> <regex>": before the n-th SQL statement matching <regex> (case
//                ignored) runs, the process prints "paused at …" on standard error and stops dead
//                (its event loop blocked: nothing more reaches the database);
//                "answer <METHOD> <url>": once the first request to that route has been handled,
//                before its answer leaves, it prints the same and never sends the answer.
// TEST_JOB_TIMING=1  the job queue at the tests' pace with short expiries (jobs/queue.ts
//                CRASH_TEST_TIMING), so a job killed with its server is retried within seconds.
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { watchStatements, type Db } from './db/client';
import { CRASH_TEST_TIMING, type QueueTiming } from './jobs/queue';

type PausePoint =
  | { kind: 'statement'; nth: number; pattern: RegExp; text: string }
  | { kind: 'answer'; method: string; url: string; text: string };

export interface TestHooks {
  pause: PausePoint | null;
  jobTiming: QueueTiming | null;
}

const NONE: TestHooks = { pause: null, jobTiming: null };

function parsePause(raw: string): PausePoint {
  const statement = /^statement (\d+) (.+)$/s.exec(raw);
  if (statement) {
    return {
      kind: 'statement',
      nth: Number(statement[1]),
      pattern: new RegExp(statement[2]!, 'i'),
      text: raw,
    };
  }
  const answer = /^answer ([A-Z]+) (\/\S*)$/.exec(raw);
  if (answer) return { kind: 'answer', method: answer[1]!, url: answer[2]!, text: raw };
  throw new Error(
    `Invalid configuration:\n  TEST_PAUSE_AT: "statement <n> <regex>" or "answer <METHOD> <url>"`,
  );
}

/** The hooks the environment asks for; none in production, which refuses to start with any. */
export function testHooksOf(env: NodeJS.ProcessEnv, production: boolean): TestHooks {
  const asked = ['TEST_PAUSE_AT', 'TEST_JOB_TIMING'].filter((name) => env[name]);
  if (asked.length === 0) return NONE;
  if (production) {
    throw new Error(
      'Refusing to start with NODE_ENV=production:\n' +
        asked.map((name) => `  ${name}: a test-only hook (unset it)\n`).join('') +
        'See docs/operations/production.md.',
    );
  }
  return {
    pause: env.TEST_PAUSE_AT ? parsePause(env.TEST_PAUSE_AT) : null,
    jobTiming: env.TEST_JOB_TIMING === '1' ? CRASH_TEST_TIMING : null,
  };
}

/** Written at once (a pipe on Linux is written synchronously by fs), before the process stops. */
const say = (point: PausePoint) => fs.writeSync(2, `paused at ${point.text}\n`);

/** Installs the pause, before the server listens. */
export function installPause(app: FastifyInstance, db: Db, point: PausePoint | null): void {
  if (!point) return;
  if (point.kind === 'statement') {
    let seen = 0;
    watchStatements(db, (statement) => {
      if (!point.pattern.test(statement) || ++seen !== point.nth) return;
      say(point);
      // Blocks this thread for good: the statement never runs, nor anything after it.
      for (;;) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 60_000);
    });
    return;
  }
  let paused = false;
  app.addHook('onSend', async (req, _reply, payload) => {
    if (paused || req.method !== point.method || req.routeOptions.url !== point.url) return payload;
    paused = true;
    say(point);
    return new Promise<never>(() => {});
  });
}
