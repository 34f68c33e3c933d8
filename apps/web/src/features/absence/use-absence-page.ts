import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { can } from '@lonportal/domain/access/capabilities';
import type { AbsenceKind, AbsenceReport } from '@lonportal/domain/absence/absence-reports';
import { todayIso } from '../../lib/date-filter';
import { useSession } from '../../lib/session';
import { useConfirmedRemove } from '../../ui/dialog-save';
import { useTimeContext } from '../time';
import { useAbsenceReports, useAbsenceWrites } from './api';

/** The dialog open on the page: a report to make or change, or a report to close as recovered. */
export type OpenDialog =
  | { what: 'report'; kind: AbsenceKind; report: AbsenceReport | null }
  | { what: 'recovered'; report: AbsenceReport };

/** A report still open today: no day of recovery, or one still to come. */
export const isOpenReport = (r: AbsenceReport, today: string) => r.Frisk === null || r.Frisk > today;

/**
 * /absenceReports' data: the selected employee's reports, open and earlier, and for a manager
 * the team's open reports; the dialog open, and removing a report after a confirmation.
 */
export function useAbsencePage() {
  const { t } = useTranslation();
  const ctx = useTimeContext();
  const { me } = useSession();
  const anstNr = ctx.selection.anstNr;
  const reports = useAbsenceReports(ctx.ftgId, { AnstNr: anstNr }, anstNr !== null);
  const manager = can('reportTimeForOthers', me.UserAccount);
  const team = useAbsenceReports(ctx.ftgId, { openOnly: true }, manager);
  const { remove } = useAbsenceWrites(ctx.ftgId);
  const confirmRemove = useConfirmedRemove();
  const [open, setOpen] = useState<OpenDialog | null>(null);
  const today = todayIso();
  const list = reports.data ?? [];

  const removeReport = (r: AbsenceReport) =>
    confirmRemove({
      title: t('absence.delete.title'),
      text: t('absence.delete.text', { kind: t(`absence.kind.${r.Typ}`), date: r.From }),
      doneText: t('absence.delete.done'),
      remove: () => remove.mutateAsync({ id: r.Id, version: r.Version }),
    });

  return {
    ctx,
    anstNr,
    reports,
    manager,
    current: list.filter((r) => isOpenReport(r, today)),
    earlier: list.filter((r) => !isOpenReport(r, today)),
    others: (team.data ?? []).filter((r) => r.AnstNr !== anstNr),
    open,
    setOpen,
    removeReport,
  };
}
