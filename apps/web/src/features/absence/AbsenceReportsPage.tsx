import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChildCare from '@mui/icons-material/ChildCareOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import EventBusy from '@mui/icons-material/EventBusyOutlined';
import Healing from '@mui/icons-material/HealingOutlined';
import TaskAlt from '@mui/icons-material/TaskAlt';
import { can } from '@lonportal/domain/access/capabilities';
import type { AbsenceKind, AbsenceReport } from '@lonportal/domain/absence/absence-reports';
import { formatDayWithWeekday } from '../../lib/date-format';
import { todayIso } from '../../lib/date-filter';
import { useSession } from '../../lib/session';
import { EmployeeQueryGate } from '../../ui/EmployeeQueryGate';
import { useTimeContext } from '../time';
import { PAGE_HEADING } from './absence-texts';
import { useAbsenceReports, useAbsenceWrites } from './api';
import { useConfirmedRemove } from '../../ui/dialog-save';
import { AbsenceFacts } from './components/AbsenceFacts';
import { AbsenceReportDialog } from './components/AbsenceReportDialog';
import { ChildRegister } from './components/ChildRegister';
import { RecoveredDialog } from './components/RecoveredDialog';

type Open =
  | { what: 'report'; kind: AbsenceKind; report: AbsenceReport | null }
  | { what: 'recovered'; report: AbsenceReport };

const KIND_ICONS = { SJUK: <Healing />, VAB: <ChildCare />, OVRIG: <EventBusy /> } as const;

/**
 * /absenceReports (Frånvaroanmälan): the selected employee reports sickness, VAB or
 * other absence from a date and reports well again; each report shows what the sick-pay and VAB
 * rules say, and its days are in the time report. A manager sees their employees' open reports.
 */
export function AbsenceReportsPage() {
  const { t, i18n } = useTranslation();
  const ctx = useTimeContext();
  const { me } = useSession();
  const anstNr = ctx.selection.anstNr;
  const reports = useAbsenceReports(ctx.ftgId, { AnstNr: anstNr }, anstNr !== null);
  const manager = can('reportTimeForOthers', me.UserAccount);
  const team = useAbsenceReports(ctx.ftgId, { openOnly: true }, manager);
  const { remove } = useAbsenceWrites(ctx.ftgId);
  const confirmRemove = useConfirmedRemove();
  const [open, setOpen] = useState<Open | null>(null);
  const today = todayIso();
  const day = (iso: string) => formatDayWithWeekday(iso, i18n.language);
  const isOpen = (r: AbsenceReport) => r.Frisk === null || r.Frisk > today;
  const list = reports.data ?? [];
  const current = list.filter(isOpen);
  const earlier = list.filter((r) => !isOpen(r));
  const others = (team.data ?? []).filter((r) => r.AnstNr !== anstNr);

  const removeReport = (r: AbsenceReport) =>
    confirmRemove({
      title: t('absence.delete.title'),
      text: t('absence.delete.text', { kind: t(`absence.kind.${r.Typ}`), date: r.From }),
      doneText: t('absence.delete.done'),
      remove: () => remove.mutateAsync({ id: r.Id, version: r.Version }),
    });

  const card = (r: AbsenceReport, withName: boolean) => {
    const locked = r.LastDagar > 0;
    const label = { kind: t(`absence.kind.${r.Typ}`), date: r.From, name: r.Namn };
    return (
      <Paper key={r.Id} component="li" variant="outlined" sx={{ p: 2 }} data-testid="absence-report">
        <Stack spacing={1}>
          <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
            <Typography variant="h6" component="h3" sx={{ flexGrow: 1, overflowWrap: 'anywhere' }}>
              {withName ? `${r.Namn} · ` : ''}
              {r.Typ === 'OVRIG'
                ? `${t('absence.kind.OVRIG')} (${ctx.codeText(r.TidKod) || r.TidKod})`
                : t(`absence.kind.${r.Typ}`)}
              {r.Barn ? ` · ${r.Barn.Namn}` : ''}
            </Typography>
            <Chip
              size="small"
              color={isOpen(r) ? 'primary' : 'success'}
              variant="outlined"
              label={t(isOpen(r) ? 'absence.state.open' : 'absence.state.recovered')}
              data-testid="absence-state"
            />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {r.Frisk
              ? t('absence.period.closed', { from: day(r.From), to: day(r.Frisk) })
              : t('absence.period.open', { from: day(r.From) })}
            {r.Omfattning < 100 ? ` · ${t('absence.degree', { n: r.Omfattning })}` : ''}
            {' · '}
            {t('absence.daysInReport', { n: r.Dagar })}
          </Typography>
          {r.Kommentar && <Typography variant="body2">{r.Kommentar}</Typography>}
          <AbsenceFacts report={r} />
          {ctx.mayReport && (
            <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
              {isOpen(r) && (
                <Button
                  variant="contained"
                  startIcon={<TaskAlt />}
                  onClick={() => setOpen({ what: 'recovered', report: r })}
                  aria-label={t('absence.action.recoveredFor', label)}
                >
                  {t('absence.action.recovered')}
                </Button>
              )}
              {!withName && (
                <Button
                  startIcon={<EditOutlined />}
                  disabled={locked}
                  onClick={() => setOpen({ what: 'report', kind: r.Typ, report: r })}
                  aria-label={t('absence.action.editFor', label)}
                >
                  {t('absence.action.edit')}
                </Button>
              )}
              {!withName && (
                <Button
                  color="error"
                  startIcon={<DeleteOutline />}
                  disabled={locked}
                  onClick={() => void removeReport(r)}
                  aria-label={t('absence.action.deleteFor', label)}
                >
                  {t('absence.action.delete')}
                </Button>
              )}
            </Stack>
          )}
          {locked && (
            <Typography variant="body2" color="text.secondary">
              {t('absence.lockedDays', { n: r.LastDagar })}
            </Typography>
          )}
        </Stack>
      </Paper>
    );
  };

  return (
    <Box component="main" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h4" component="h1" sx={{ ...PAGE_HEADING, mb: 2 }}>
        {t('absence.page.title')}
      </Typography>
      {ctx.mayReport && anstNr && (
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, mb: 3 }}>
          {(['SJUK', 'VAB', 'OVRIG'] as const).map((kind) => (
            <Button
              key={kind}
              variant={kind === 'SJUK' ? 'contained' : 'outlined'}
              startIcon={KIND_ICONS[kind]}
              onClick={() => setOpen({ what: 'report', kind, report: null })}
            >
              {t(`absence.action.new.${kind}`)}
            </Button>
          ))}
        </Stack>
      )}
      <EmployeeQueryGate
        loading={ctx.isLoading}
        anstNr={anstNr}
        query={reports}
        noEmployeeKey="absence.page.noEmployee"
        retryKey="absence.action.retry"
      >
        {() => (
          <Stack spacing={3}>
            <section aria-labelledby="absence-current">
              <Typography id="absence-current" variant="h5" component="h2" sx={{ mb: 1 }}>
                {t('absence.page.current')}
              </Typography>
              {current.length === 0 ? (
                <Typography color="text.secondary">{t('absence.page.noneOpen')}</Typography>
              ) : (
                <Stack component="ul" spacing={2} sx={{ listStyle: 'none', m: 0, p: 0 }}>
                  {current.map((r) => card(r, false))}
                </Stack>
              )}
            </section>
            {manager && others.length > 0 && (
              <section aria-labelledby="absence-team">
                <Typography id="absence-team" variant="h5" component="h2" sx={{ mb: 1 }}>
                  {t('absence.page.team')}
                </Typography>
                <Stack component="ul" spacing={2} sx={{ listStyle: 'none', m: 0, p: 0 }}>
                  {others.map((r) => card(r, true))}
                </Stack>
              </section>
            )}
            {earlier.length > 0 && (
              <section aria-labelledby="absence-earlier">
                <Typography id="absence-earlier" variant="h5" component="h2" sx={{ mb: 1 }}>
                  {t('absence.page.earlier')}
                </Typography>
                <Stack component="ul" spacing={2} sx={{ listStyle: 'none', m: 0, p: 0 }}>
                  {earlier.map((r) => card(r, false))}
                </Stack>
              </section>
            )}
            {anstNr && <ChildRegister ftgId={ctx.ftgId} anstNr={anstNr} mayEdit={ctx.mayReport} />}
          </Stack>
        )}
      </EmployeeQueryGate>
      {open?.what === 'report' && anstNr && (
        <AbsenceReportDialog
          ctx={ctx}
          anstNr={open.report?.AnstNr ?? anstNr}
          kind={open.kind}
          report={open.report}
          onClose={() => setOpen(null)}
        />
      )}
      {open?.what === 'recovered' && (
        <RecoveredDialog ftgId={ctx.ftgId} report={open.report} onClose={() => setOpen(null)} />
      )}
    </Box>
  );
}
