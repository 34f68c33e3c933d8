// ─── EXTENSION POINT ─────────────────────────────────────────────────────────────────────────────
// The sections `npm run bench` runs, in this order. To add a measurement, write a `Section`
// (lib/section.ts: a title and `run(ctx)` returning a table, notes and failures) and append it here.
// Keep sections independent: each cleans up after itself (use `withCleanup`), and reports problems as
// `failures` (printed loudly, exit code 1) rather than throwing where it can still report figures.
//
// ─────────────────────────────────────────────────────────────────────────────────────────────────
import { bundleSection } from './lib/bundle';
import { coldStartSection } from './lib/cold-start';
import { crashRestartSection } from './lib/crash-restart';
import { dashboardSection } from './lib/dashboard';
import { concurrentSection } from './lib/concurrent';
import { lighthouseSection } from './lib/lighthouse';
import { printFairnessSection } from './lib/print-fairness';
import { receiptOcrSection } from './lib/receipt-ocr';
import { payslipsSection } from './lib/payslips';
import { registersSection } from './lib/registers';
import type { Section } from './lib/section';
import { staffingSection } from './lib/staffing';
import { throughputSection } from './lib/throughput';
import { timeReportingSection } from './lib/time-reporting';
import { workingTimeSection } from './lib/working-time';

export const sections: Section[] = [
  // In-process timing first, before the sections whose servers and data leave this process's heap
  // large (its garbage collection then slowed the engine by half).
  workingTimeSection,
  throughputSection,
  coldStartSection,
  crashRestartSection,
  bundleSection,
  timeReportingSection,
  registersSection,
  payslipsSection,
  dashboardSection,
  staffingSection,
  lighthouseSection,
  concurrentSection,
  printFairnessSection,
  receiptOcrSection,
];
