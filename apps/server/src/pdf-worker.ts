// The render pool's worker (ADR 0009): the shared PDF machinery with each area's documents. An
// entry of its own, as main.ts is, because the worker thread loads only what the layouts need (no
// database, no routes); the build bundles it as dist/pdf-worker.mjs (ADR 0015).
import { servePrintJobs } from './shared/print/worker-thread';
import { ATTEST_LIST_PDF } from './modules/approval/attest-list-pdf';
import { COMPENSATIONS_PDF } from './modules/compensations/compensations-pdf';
import { TIME_REPORT_PDF } from './modules/time/time-report-pdf';
import { TRAVEL_EXPENSE_PDF } from './modules/travel/travel-expense-pdf';

servePrintJobs({
  tidrapport: TIME_REPORT_PDF,
  attestlista: ATTEST_LIST_PDF,
  ersattningar: COMPENSATIONS_PDF,
  reserakning: TRAVEL_EXPENSE_PDF,
});
