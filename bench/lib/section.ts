// The shape of one benchmark section, the cleanup scopes every section runs in, and the report printer.

/** What a section hands back: a table, notes under it, and failures (which fail the whole run). */
export interface Report {
  columns?: string[];
  rows?: string[][];
  notes?: string[];
  /** A measurement that failed or is not trustworthy; printed loudly and makes `npm run bench` exit 1. */
  failures?: string[];
}

export interface BenchContext {
  /** The repository root (absolute). */
  repoRoot: string;
  /** Progress for the person waiting; goes to stderr so stdout holds only the results. */
  progress(message: string): void;
}

export interface Section {
  title: string;
  run(ctx: BenchContext): Promise<Report>;
}

type CleanupFn = () => unknown;

/** Bounded: a cleanup step that hangs is abandoned after this long. */
const CLEANUP_TIMEOUT_MS = 20_000;

/** Cleanup steps run last-in first-out; every scope still open is run as well on SIGINT/SIGTERM. */
export class Cleanup {
  private readonly steps: { label: string; fn: CleanupFn }[] = [];
  readonly errors: string[] = [];

  defer(label: string, fn: CleanupFn): void {
    this.steps.push({ label, fn });
  }

  async run(): Promise<void> {
    for (let step = this.steps.pop(); step; step = this.steps.pop()) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`timed out after ${CLEANUP_TIMEOUT_MS} ms`)),
          CLEANUP_TIMEOUT_MS,
        );
      });
      try {
        await Promise.race([Promise.resolve().then(step.fn), timeout]);
      } catch (err) {
        this.errors.push(`cleanup "${step.label}" failed: ${errorText(err)}`);
      } finally {
        clearTimeout(timer);
      }
    }
  }
}

const openScopes = new Set<Cleanup>();

/** Runs `body` with a cleanup scope that is always run afterwards, whether `body` succeeded or not. */
export async function withCleanup<T>(body: (cleanup: Cleanup) => Promise<T>): Promise<T> {
  const cleanup = new Cleanup();
  openScopes.add(cleanup);
  const finish = async () => {
    await cleanup.run();
    openScopes.delete(cleanup);
    return cleanup.errors.join('; ');
  };
  let result: T;
  try {
    result = await body(cleanup);
  } catch (err) {
    const cleanupErrors = await finish();
    throw cleanupErrors ? new Error(`${errorText(err)} (then ${cleanupErrors})`) : err;
  }
  const cleanupErrors = await finish();
  if (cleanupErrors) throw new Error(cleanupErrors);
  return result;
}

/** On Ctrl-C or SIGTERM: run every open scope (innermost first), then exit. */
export function cleanUpOnSignals(): void {
  const onSignal = (signal: NodeJS.Signals) => {
    process.stderr.write(`\n${signal}: cleaning up…\n`);
    const scopes = [...openScopes].reverse();
    void (async () => {
      for (const scope of scopes) await scope.run();
      process.exit(signal === 'SIGINT' ? 130 : 143);
    })();
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
}

export const errorText = (err: unknown): string => (err instanceof Error ? err.message : String(err));

/** A table with a header row, columns padded; numbers (right-aligned) are told apart by their first cell. */
export function formatTable(columns: string[], rows: string[][]): string[] {
  const widths = columns.map((c, i) => Math.max(c.length, ...rows.map((r) => (r[i] ?? '').length)));
  const numeric = (s: string) => /^[-+]?[\d.,]+(?:\s?[%×x]|\s?ms|\s?kB)?$/.test(s.trim());
  const line = (cells: string[]) =>
    '│ ' +
    widths
      .map((w, i) => {
        const cell = cells[i] ?? '';
        return i > 0 && numeric(cell) ? cell.padStart(w) : cell.padEnd(w);
      })
      .join(' │ ') +
    ' │';
  const rule = (l: string, m: string, r: string) => l + widths.map((w) => '─'.repeat(w + 2)).join(m) + r;
  return [rule('┌', '┬', '┐'), line(columns), rule('├', '┼', '┤'), ...rows.map(line), rule('└', '┴', '┘')];
}

export function printReport(title: string, report: Report): void {
  const out: string[] = ['', `## ${title}`, ''];
  if (report.columns && report.rows) out.push(...formatTable(report.columns, report.rows));
  for (const note of report.notes ?? []) out.push(`  ${note}`);
  for (const failure of report.failures ?? []) out.push(`  !!! FAILED: ${failure}`);
  process.stdout.write(out.join('\n') + '\n');
}
