import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Saldo } from '@lonportal/domain/payslips/index';
import { formatDate } from '../../../lib/date-format';
import { formatHours, formatKronor, formatQuantity } from '../../../lib/number-format';
import { FactGrid } from '../../../ui/FactGrid';
import {
  flexSeries,
  latestSaldo,
  otherBalances,
  vacationKinds,
  vacationSeries,
  type OtherBalance,
} from '../balances';
import { BalanceChart } from './BalanceChart';

const numberSx = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** The vacation days of each kind the payroll program reports: total, taken and left. */
function VacationTable({ saldo, lng }: { saldo: Saldo; lng: string }) {
  const { t } = useTranslation();
  const kinds = vacationKinds(saldo);
  if (kinds.length === 0) return null;
  const days = (n: number | null) => (n === null ? '' : formatQuantity(n, lng));
  return (
    <Table size="small" sx={{ maxWidth: 520, '& td, & th': { px: 1 } }}>
      <caption style={{ captionSide: 'top', textAlign: 'left', padding: 0 }}>
        <Typography variant="subtitle2" component="span">
          {t('payslips.balances.vacation.title')}
        </Typography>
      </caption>
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">
            {t('payslips.balances.vacation.kind')}
          </TableCell>
          {(['Totalt', 'Uttagna', 'Kvar'] as const).map((c) => (
            <TableCell key={c} component="th" scope="col" align="right">
              {t(`payslips.balances.vacation.${c}`)}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {kinds.map(({ kind, days: d }) => (
          <TableRow key={kind}>
            <TableCell component="th" scope="row">
              {t(`payslips.balances.vacation.${kind}`)}
            </TableCell>
            <TableCell align="right" sx={numberSx}>
              {days(d.Totalt)}
            </TableCell>
            <TableCell align="right" sx={numberSx}>
              {days(d.Uttagna)}
            </TableCell>
            <TableCell align="right" sx={{ ...numberSx, fontWeight: 700 }}>
              {days(d.Kvar)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * The balances part (SPEC §2.1 /lonebesked; DOMAIN §12 `saldo`): the latest balances the payroll
 * program reported (vacation days, vacation pay, flex, comp time, time bank where given), and the
 * flex balance and the paid vacation days left over the last year.
 */
export function BalancesPart({ saldon }: { saldon: readonly Saldo[] }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.resolvedLanguage ?? i18n.language;
  const latest = latestSaldo(saldon);
  if (!latest) return <Typography sx={{ color: 'text.secondary' }}>{t('payslips.balances.none')}</Typography>;
  const hours = (h: number) => t('payslips.unit.hours', { hours: formatHours(h, lng) });
  const value = (b: OtherBalance & { value: number }) =>
    b.unit === 'hours' ? hours(b.value) : formatKronor(b.value, lng);
  const others = otherBalances(latest).map((b) => ({
    label: t(`payslips.balances.${b.field}`),
    value: value(b),
  }));
  const flex = flexSeries(saldon);
  const vacation = vacationSeries(saldon);
  return (
    <Stack spacing={3} sx={{ maxWidth: 760 }}>
      <Box component="section" aria-labelledby="balances-now">
        <Typography id="balances-now" variant="h5" component="h2">
          {t('payslips.balances.title')}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          {t('payslips.balances.asOf', { date: formatDate(latest.Datum) })}
        </Typography>
        <Stack spacing={2}>
          <VacationTable saldo={latest} lng={lng} />
          {others.length > 0 && <FactGrid facts={others} />}
        </Stack>
      </Box>
      {(flex.length > 1 || vacation.length > 1) && (
        <Box component="section" aria-labelledby="balances-year">
          <Typography id="balances-year" variant="h6" component="h2" sx={{ mb: 2 }}>
            {t('payslips.chart.title')}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
            {flex.length > 1 && (
              <Paper variant="outlined" sx={{ p: 2, flex: 1, minWidth: 0 }}>
                <BalanceChart
                  title={t('payslips.chart.flex')}
                  points={flex}
                  format={hours}
                  color="primary.main"
                />
              </Paper>
            )}
            {vacation.length > 1 && (
              <Paper variant="outlined" sx={{ p: 2, flex: 1, minWidth: 0 }}>
                <BalanceChart
                  title={t('payslips.chart.vacation')}
                  points={vacation}
                  format={(d) => formatQuantity(d, lng)}
                  color="success.main"
                />
              </Paper>
            )}
          </Stack>
        </Box>
      )}
    </Stack>
  );
}
