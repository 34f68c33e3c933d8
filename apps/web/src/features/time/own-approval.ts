import type { ComponentType } from 'react';
import type { StatusFlags } from '@lonportal/domain/row-status';
import type { TimeReport } from '@lonportal/domain/time/entries';
import type { KindOf } from '@lonportal/domain/time/totals';
import type { Period } from '../../lib/date-filter';

// The employee approves their own period from the time report (SPEC §4 Attest status). The dialog
// is approval's, which reads time and punches; time may not import approval (ADR 0025: no cycles
// between areas), so the app gives the page the dialog (app/TimeReportRoute.tsx).

export interface ApproveDialogProps {
  ftgId: string;
  anstNr: string;
  period: Period;
  /** The period's report as on screen. */
  report: Pick<TimeReport, 'Dagar' | 'Rader'>;
  kindOf: KindOf;
  flags: StatusFlags;
  /** Whether the user may read punches (their working-time-law warnings are listed too). */
  readPunches: boolean;
  onClose: () => void;
}

/** The dialog the time report opens for the employee's own approval. */
export type ApproveDialogComponent = ComponentType<ApproveDialogProps>;
