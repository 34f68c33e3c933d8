import type { ChipProps } from '@mui/material/Chip';
import { TIME_ENTRY_STATUSES, type TimeEntryStatus } from '@lonportal/domain/row-status';

// SPEC §4 "Attest status": the one place that says how a status is named and coloured on screen.

export type StatusChipColor = NonNullable<ChipProps['color']>;

export interface StatusLabel {
  /** i18n key of the status's name. */
  key: string;
  /** Colours whose chip text reads at 4.5:1 or better in both themes (WCAG AA). */
  color: StatusChipColor;
  /** Locked rows (transferred to payroll) are outlined with a lock. */
  locked: boolean;
}

export const STATUS_LABELS: Readonly<Record<TimeEntryStatus, StatusLabel>> = {
  NOT_APPROVED: { key: 'timeReport.status.NOT_APPROVED', color: 'default', locked: false },
  APPROVED: { key: 'timeReport.status.APPROVED', color: 'primary', locked: false },
  NOT_ATTESTED: { key: 'timeReport.status.NOT_ATTESTED', color: 'secondary', locked: false },
  ATTESTED: { key: 'timeReport.status.ATTESTED', color: 'success', locked: false },
  LOCKED: { key: 'timeReport.status.LOCKED', color: 'default', locked: true },
};

/** The name (i18n key) and chip colour of `status`. */
export const statusLabel = (status: TimeEntryStatus): StatusLabel => STATUS_LABELS[status];

/** The statuses in the order of the machine, for chips and counts. */
export const STATUS_ORDER: readonly TimeEntryStatus[] = TIME_ENTRY_STATUSES;
