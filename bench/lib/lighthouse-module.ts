// Lighthouse and chrome-launcher for the Lighthouse section (lighthouse.ts): a package folder of their
// own, outside the workspaces (bench/lighthouse/README.md), installed here the first time they are
// needed, and the parts of Lighthouse's result the section reads.
import { execFile } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { errorText, type BenchContext } from './section';

/** The folder of Lighthouse and chrome-launcher, relative to the repository root. */
const LIGHTHOUSE_DIR = 'bench/lighthouse';

// The parts of Lighthouse's result (LH.Result) this file reads: its own types are in the package,
// which the type check cannot see while bench/lighthouse is not installed.
export interface Audit {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  numericValue?: number;
  displayValue?: string;
  metricSavings?: Record<string, number | undefined>;
  details?: unknown;
}

export interface Result {
  lighthouseVersion: string;
  finalDisplayedUrl: string;
  runtimeError?: { message: string };
  runWarnings: string[];
  environment: { hostUserAgent: string; benchmarkIndex: number };
  categories: Record<
    string,
    { score: number | null; auditRefs: { id: string; weight: number; group?: string }[] }
  >;
  audits: Record<string, Audit>;
}

export interface RunnerResult {
  lhr: Result;
}

/** What bench/lighthouse/index.mjs re-exports: Lighthouse's run and report, and chrome-launcher's launch. */
export interface LighthouseModule {
  default(
    url: string,
    flags: {
      port: number;
      output: 'json';
      logLevel: 'error';
      onlyCategories: string[];
    },
  ): Promise<RunnerResult | undefined>;
  generateReport(lhr: Result, format: 'html'): string;
  launch(options: {
    chromePath: string;
    chromeFlags: string[];
    logLevel: 'silent';
    handleSIGINT: boolean;
  }): Promise<{ port: number; kill(): void }>;
}

/**
 * Lighthouse and chrome-launcher from bench/lighthouse, installed there first (`npm ci`) when that
 * folder has no complete install (npm writes node_modules/.package-lock.json last) or one older than
 * its package-lock.json.
 */
export async function loadLighthouse(ctx: BenchContext): Promise<LighthouseModule> {
  const dir = path.join(ctx.repoRoot, LIGHTHOUSE_DIR);
  const installed = path.join(dir, 'node_modules/.package-lock.json');
  const why = !existsSync(installed)
    ? 'is not installed'
    : statSync(installed).mtimeMs < statSync(path.join(dir, 'package-lock.json')).mtimeMs
      ? 'has a package-lock.json newer than its install'
      : undefined;
  if (why) {
    ctx.progress(`lighthouse: ${LIGHTHOUSE_DIR} ${why}: npm ci --prefix ${LIGHTHOUSE_DIR}…`);
    const t0 = performance.now();
    try {
      await promisify(execFile)('npm', ['ci', '--prefix', dir, '--no-audit', '--no-fund'], {
        maxBuffer: 16 * 1024 * 1024,
      });
    } catch (err) {
      const stderr = (err as { stderr?: string }).stderr?.trim();
      throw new Error(`npm ci --prefix ${LIGHTHOUSE_DIR} failed: ${stderr || errorText(err)}`, {
        cause: err,
      });
    }
    ctx.progress(`lighthouse: installed in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  }
  return (await import(pathToFileURL(path.join(dir, 'index.mjs')).href)) as LighthouseModule;
}
