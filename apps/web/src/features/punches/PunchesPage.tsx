import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { punchDeleteLocked, punchEditLocked, readsTimeOnly } from '@lonportal/domain/access/capabilities';
import type { Stampling } from '@lonportal/domain/punches/punches';
import { useDateFilter } from '../../lib/date-filter';
import { employeeLabel, useSelectedEmployee } from '../../lib/employee-selection';
import { useSession } from '../../lib/session';
import { usePortalInfo } from '../../lib/reference-lists/get-portal-info';
import { EmployeeQueryGate } from '../../ui/EmployeeQueryGate';
import { usePunches } from './api/get-punches';
import { ClockCard } from './components/ClockCard';
import { CorrectionDialog } from './components/CorrectionDialog';
import { PunchList } from './components/PunchList';
import { TipHost } from '../../ui/TipHost';

/**
 * /stamplingar (Stamplingar, SPEC §2.1): the user's own punch clock, and the punches of the
 * selected employee in the date filter's period with deviations, forgotten punch-outs and
 * corrections. Managers see their employees' punches here; the clock punches only for the user's
 * own employment (the API lets a manager punch for an employee; this page does not offer it).
 */
export function PunchesPage() {
  const { t } = useTranslation();
  const { me } = useSession();
  const ftgId = me.FtgInfo.FtgId;
  const ownAnstNr = me.UserAccount.FtgId === ftgId ? me.UserAccount.AnstNr : '';
  const selection = useSelectedEmployee();
  const { period } = useDateFilter();
  const portal = usePortalInfo(ftgId);
  const punches = usePunches(ftgId, selection.anstNr, period);
  const ownEmployee = selection.employees.find((e) => e.AnstNr === ownAnstNr) ?? null;
  const [correcting, setCorrecting] = useState<Stampling | null>(null);
  const mayChange = !readsTimeOnly(me.UserAccount);
  const locks = portal.data
    ? [
        punchEditLocked(me.UserAccount, portal.data) && 'errors.punchEditLocked',
        punchDeleteLocked(me.UserAccount, portal.data) && 'errors.punchDeleteLocked',
      ]
    : [];

  return (
    <Box component="main" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 1280, mx: 'auto' }}>
      <TipHost />
      <Typography variant="h4" component="h1" gutterBottom>
        {t('punches.page.title')}
      </Typography>
      {ownAnstNr && mayChange ? (
        <ClockCard ftgId={ftgId} owner={ownEmployee ? employeeLabel(ownEmployee) : ''} />
      ) : (
        <Alert severity="info" sx={{ mb: 3 }}>
          {t('punches.clock.noOwnEmployee')}
        </Alert>
      )}
      <Typography variant="h5" component="h2" gutterBottom>
        {selection.employee && selection.anstNr !== ownAnstNr
          ? t('punches.list.titleFor', { employee: employeeLabel(selection.employee) })
          : t('punches.list.title')}
      </Typography>
      {locks.filter(Boolean).map((key) => (
        <Alert key={String(key)} severity="info" sx={{ mb: 2 }}>
          {t(String(key))}
        </Alert>
      ))}
      <EmployeeQueryGate
        loading={selection.isLoading}
        anstNr={selection.anstNr}
        query={punches}
        noEmployeeKey="punches.page.noEmployee"
        retryKey="punches.action.retry"
      >
        {() => (
          <PunchList
            ftgId={ftgId}
            punches={punches.data ?? []}
            margin={portal.data?.AvvikandeStamplingMinuter ?? 0}
            mayChange={mayChange}
            onCorrect={setCorrecting}
          />
        )}
      </EmployeeQueryGate>
      {correcting && (
        <CorrectionDialog ftgId={ftgId} punch={correcting} onClose={() => setCorrecting(null)} />
      )}
    </Box>
  );
}
