import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChildCare from '@mui/icons-material/ChildCareOutlined';
import EventBusy from '@mui/icons-material/EventBusyOutlined';
import Healing from '@mui/icons-material/HealingOutlined';
import { EmployeeQueryGate } from '../../ui/EmployeeQueryGate';
import { PAGE_HEADING } from './absence-texts';
import { AbsenceReportDialog } from './components/AbsenceReportDialog';
import { AbsenceReportSections } from './components/AbsenceReportSections';
import { ChildRegister } from './components/ChildRegister';
import { RecoveredDialog } from './components/RecoveredDialog';
import { useAbsencePage } from './use-absence-page';

const KIND_ICONS = { SJUK: <Healing />, VAB: <ChildCare />, OVRIG: <EventBusy /> } as const;

/**
 * /absenceReports (Frånvaroanmälan): the selected employee reports sickness, VAB or
 * other absence from a date and reports well again; each report shows what the sick-pay and VAB
 * rules say, and its days are in the time report. A manager sees their employees' open reports.
 */
export function AbsenceReportsPage() {
  const { t } = useTranslation();
  const page = useAbsencePage();
  const { ctx, anstNr, open, setOpen } = page;

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
        query={page.reports}
        noEmployeeKey="absence.page.noEmployee"
        retryKey="absence.action.retry"
      >
        {() => (
          <Stack spacing={3}>
            <AbsenceReportSections
              current={page.current}
              team={page.manager ? page.others : null}
              earlier={page.earlier}
              codeText={ctx.codeText}
              actions={
                ctx.mayReport
                  ? {
                      onRecovered: (report) => setOpen({ what: 'recovered', report }),
                      onEdit: (report) => setOpen({ what: 'report', kind: report.Typ, report }),
                      onRemove: (report) => void page.removeReport(report),
                    }
                  : null
              }
            />
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
