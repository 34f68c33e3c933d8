import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AttestListEntry } from '@lonportal/domain/time/entries';
import { formatNumberSv } from '@lonportal/domain/validation/number-format';
import { formatKronor } from '../../../lib/number-format';
import type { StatusResource } from '../../../lib/row-status/status-resource';
import { AtlCount } from './AtlCount';

export interface Figure {
  label: string;
  value: ReactNode;
  /** The table shows it after the status (the ATL warnings, its last column). */
  afterStatus?: boolean;
}

/**
 * What the attest list shows of an employee beside the status: scheduled and reported hours and
 * the ATL warnings for time, what the compensation rows pay for compensations.
 */
export function useEmployeeFigures(resource: StatusResource): {
  /** The column headings before the status and after it. */
  labels: { before: string[]; after: string[] };
  of: (e: AttestListEntry) => Figure[];
} {
  const { t, i18n } = useTranslation();
  if (resource === 'ersattningar') {
    const label = t('approval.table.summa');
    return {
      labels: { before: [label], after: [] },
      of: (e) => [{ label, value: formatKronor(e.Ersattningar.Summa, i18n.language) }],
    };
  }
  const labels = [t('approval.table.scheduled'), t('approval.table.reported'), t('approval.table.atl')];
  return {
    labels: { before: labels.slice(0, 2), after: labels.slice(2) },
    of: (e) => [
      { label: labels[0]!, value: formatNumberSv(e.SchemaTimmar) },
      { label: labels[1]!, value: formatNumberSv(e.Timmar) },
      { label: labels[2]!, value: <AtlCount count={e.AntalAtlVarningar} />, afterStatus: true },
    ],
  };
}

/** The figures of an employee as the list and the cards show them. */
export type EmployeeFigures = ReturnType<typeof useEmployeeFigures>;
