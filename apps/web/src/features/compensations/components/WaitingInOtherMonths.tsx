import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { accessContextFromMe } from '@lonportal/domain/access/context-from-me';
import { canAttestCompensations } from '@lonportal/domain/access/route-table';
import { useDateFilter, type Period } from '../../../lib/date-filter';
import { usePortalInfo } from '../../../lib/reference-lists/get-portal-info';
import { useSession } from '../../../lib/session';
import { attestWaitingQueryOptions } from '../api';
import { waitingMonths } from '../other-periods';

interface Props {
  period: Period;
  /** One employee's rows (their rows on the attest page), else every employee the user attests. */
  anstNr?: string;
}

/**
 * What waits for the user's attest in other months than the period shown (SPEC §4 Attest status):
 * a row is attested in the month of its date, which its receipt may put outside the period. Each
 * month with its rows and a link that shows it. Nothing for one who does not attest compensations.
 */
export function WaitingInOtherMonths({ period, anstNr }: Props) {
  const { t, i18n } = useTranslation();
  const { me } = useSession();
  const ftgId = me.FtgInfo.FtgId;
  const portal = usePortalInfo(ftgId).data;
  const attests = portal !== undefined && canAttestCompensations(accessContextFromMe(me, portal));
  const { setPeriod } = useDateFilter();
  const waiting = useQuery({ ...attestWaitingQueryOptions(ftgId, period, anstNr), enabled: attests });
  const months = waitingMonths(waiting.data?.Manader ?? [], i18n.language);
  if (!attests || months.length === 0) return null;
  const one = anstNr !== undefined;

  return (
    <Alert severity="info" sx={{ mt: 2 }}>
      <AlertTitle>{t(one ? 'compensations.waiting.titleOne' : 'compensations.waiting.title')}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {months.map((m) => (
          <li key={m.key}>
            {t(one ? 'compensations.waiting.monthOne' : 'compensations.waiting.month', {
              month: m.label,
              rows: m.rows,
              employees: m.employees,
            })}{' '}
            <Link component="button" type="button" onClick={() => setPeriod(m.period, 'M')}>
              {t('compensations.waiting.show', { month: m.label })}
            </Link>
          </li>
        ))}
      </Box>
    </Alert>
  );
}
