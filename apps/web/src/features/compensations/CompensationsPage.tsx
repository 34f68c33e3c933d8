import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import TaskAlt from '@mui/icons-material/TaskAlt';
import Undo from '@mui/icons-material/Undo';
import { SHOW_KONTERAT_DEFAULT } from '@lonportal/domain/constants';
import { useLocalFlag } from '../../lib/local-flag';
import { EmployeeQueryGate } from '../../ui/EmployeeQueryGate';
import { PeriodPageFrame } from '../../ui/PageFrame';
import { usePhoneLayout } from '../../ui/screen';
import { CompensationDialog } from './components/CompensationDialog';
import { CompensationTable } from './components/CompensationTable';
import { CompensationTotals } from './components/CompensationTotals';
import { CompensationCard } from './components/compensation-row';
import { useCompensationsPage } from './use-compensations-page';

/** SPEC §9 showKonterat: off until the user turns it on, in this browser. */
const KONTERAT_KEY = 'lonportal.compensations.konterat';

/**
 * /compensations (Ersättningar, SPEC §3 Compensation form, §4, §5): the selected employee's
 * compensation rows of the date filter's period with their totals; add, edit, copy and delete, each
 * row with its receipt; the period's rows approved (or the approval taken back) as time is. A table on a wide screen, a list of cards on a phone.
 */
export function CompensationsPage() {
  const { t } = useTranslation();
  const page = useCompensationsPage();
  const { ctx, anstNr, rows, actions, approval, open } = page;
  const phone = usePhoneLayout();
  const [konterat, setKonterat] = useLocalFlag(KONTERAT_KEY, SHOW_KONTERAT_DEFAULT);

  return (
    <PeriodPageFrame
      tips
      title={t('compensations.page.title')}
      actions={
        <>
          <FormControlLabel
            control={<Switch checked={konterat} onChange={(e) => setKonterat(e.target.checked)} />}
            label={t('compensations.page.showKonterat')}
          />
          {anstNr &&
            page.approvals.map((action) => (
              <Button
                key={action}
                variant="outlined"
                startIcon={action === 'approve' ? <TaskAlt /> : <Undo />}
                loading={approval.pendingAction === action}
                disabled={approval.pending && approval.pendingAction !== action}
                onClick={() => void approval.run(action, [anstNr], { confirmEmployees: true })}
              >
                {t(`compensations.action.${action}`)}
              </Button>
            ))}
          {ctx.mayReport && anstNr && (
            <Button variant="contained" startIcon={<Add />} onClick={page.add} disabled={!page.mayAdd}>
              {t('compensations.action.newRow')}
            </Button>
          )}
        </>
      }
    >
      <EmployeeQueryGate
        loading={ctx.isLoading}
        anstNr={anstNr}
        query={page.list}
        noEmployeeKey="compensations.page.noEmployee"
        retryKey="compensations.action.retry"
      >
        {() => (
          <>
            {ctx.employee && ctx.employeePayCodes.length === 0 && (
              <Alert severity="info" sx={{ mb: 2 }}>
                {t('compensations.page.noCodes')}
              </Alert>
            )}
            <CompensationTotals rows={rows} />
            {rows.length === 0 ? (
              <Typography color="text.secondary">{t('compensations.page.empty')}</Typography>
            ) : phone ? (
              <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
                {rows.map((row) => (
                  <CompensationCard key={row.Id} row={row} ctx={ctx} actions={actions} />
                ))}
              </Stack>
            ) : (
              <CompensationTable rows={rows} ctx={ctx} actions={actions} konterat={konterat} />
            )}
          </>
        )}
      </EmployeeQueryGate>
      {open && (
        <CompensationDialog
          key={open.key}
          ctx={ctx}
          row={open.row}
          initial={open.initial}
          konterat={konterat}
          onClose={() => page.setOpen(null)}
        />
      )}
    </PeriodPageFrame>
  );
}
