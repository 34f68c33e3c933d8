// `npm run bench`: runs every section of sections.ts one after the other and prints its results as
// tables on stdout (progress goes to stderr). Exits 1 if any measurement failed.
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { cleanUpOnSignals, errorText, printReport, type BenchContext } from './lib/section';
import { sections } from './sections';

async function main(): Promise<number> {
  cleanUpOnSignals();
  const ctx: BenchContext = {
    repoRoot: fileURLToPath(new URL('..', import.meta.url)),
    progress: (message) => process.stderr.write(`[bench] ${message}\n`),
  };
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const loadavg = () =>
    os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ');
  process.stdout.write(
    `# Lönportalen benchmark — ${new Date().toISOString()}\n` +
      `  Node ${process.version}, ${os.platform()} ${os.arch()}, ${os.availableParallelism()} × ${cpu}; ` +
      `load average ${loadavg()} (other work on the machine skews the figures)\n`,
  );

  const failed: string[] = [];
  // BENCH_ONLY=<words> runs only the sections whose title contains them (case-insensitive).
  const only = process.env.BENCH_ONLY?.toLowerCase();
  for (const section of sections.filter((s) => !only || s.title.toLowerCase().includes(only))) {
    const t0 = performance.now();
    try {
      const report = await section.run(ctx);
      printReport(section.title, report);
      for (const f of report.failures ?? []) failed.push(`${section.title}: ${f}`);
    } catch (err) {
      printReport(section.title, { failures: [errorText(err)] });
      failed.push(`${section.title}: ${errorText(err)}`);
    }
    ctx.progress(`${section.title}: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  }

  process.stdout.write(`\nLoad average at the end: ${loadavg()}\n`);
  if (failed.length > 0) {
    const bar = '!'.repeat(78);
    process.stdout.write(
      `\n${bar}\n!!! BENCHMARK FAILED: ${failed.length} measurement(s) failed or are not trustworthy:\n` +
        failed.map((f) => `!!!   - ${f}`).join('\n') +
        `\n${bar}\n`,
    );
    return 1;
  }
  process.stdout.write('\nAll measurements succeeded.\n');
  return 0;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    process.stderr.write(
      `bench crashed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
    );
    process.exit(1);
  },
);
