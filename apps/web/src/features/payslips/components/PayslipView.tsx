import { useId, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { LonebeskedView } from '@lonportal/domain/payslips/index';
import { formatDate } from '../../../lib/date-format';
import { formatHours, formatKronor, formatQuantity } from '../../../lib/number-format';
import { FactGrid, type Fact } from '../../../ui/FactGrid';
import { forandringText, taxLines } from '../payslip-texts';
import { PayslipGroups } from './PayslipGroups';

/** A part of the payslip under its heading. */
function Part({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} variant="h6" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** What was paid out, to which account (masked by the server), first and large: what the employee looks for. */
function PaidOut({ slip, lng }: { slip: LonebeskedView; lng: string }) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: 2, borderColor: 'primary.main', borderWidth: 2 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('payslips.slip.paidOut')}
      </Typography>
      {slip.Utbetalt !== null && (
        <Typography
          variant="h4"
          component="p"
          data-testid="payslip-paid-out"
          sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}
        >
          {formatKronor(slip.Utbetalt, lng)}
        </Typography>
      )}
      <Typography variant="body2">
        {t('payslips.slip.payDay', { date: formatDate(slip.BetalDatum) })}
      </Typography>
      {slip.BankKonto && (
        <Typography variant="body2">
          {t('payslips.slip.toAccount', {
            account: [slip.ClearingNr, slip.BankKonto].filter(Boolean).join(' '),
          })}
        </Typography>
      )}
    </Paper>
  );
}

/** What changed since the payslip before, one sentence per pay type (largest change first). */
function Changes({ slip, lng }: { slip: LonebeskedView; lng: string }) {
  const { t } = useTranslation();
  return (
    <Part title={t('payslips.changes.title')}>
      {slip.Foregaende === null ? (
        <Typography variant="body2">{t('payslips.changes.first')}</Typography>
      ) : (
        <>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 0.5 }}>
            {t('payslips.changes.since', { period: slip.Foregaende.PeriodText })}
          </Typography>
          {slip.Forandringar.length === 0 ? (
            <Typography variant="body2">{t('payslips.changes.none')}</Typography>
          ) : (
            <Box component="ul" sx={{ m: 0, pl: 3 }} aria-label={t('payslips.changes.title')}>
              {slip.Forandringar.map((f) => (
                <Typography key={`${f.LoneTyp ?? ''}|${f.Benamning}`} component="li" variant="body2">
                  {forandringText(f, t, lng)}
                </Typography>
              ))}
            </Box>
          )}
        </>
      )}
    </Part>
  );
}

/** The balances as of the pay day, where the payroll program reported them with the payslip. */
function balanceFacts(
  saldo: NonNullable<LonebeskedView['Saldo']>,
  t: (key: string, options?: Record<string, unknown>) => string,
  lng: string,
): Fact[] {
  const hours = (h: number) => t('payslips.unit.hours', { hours: formatHours(h, lng) });
  const facts: Fact[] = [];
  const kvar = saldo.Semester.Betalda.Kvar;
  if (kvar !== null)
    facts.push({ label: t('payslips.balances.vacationLeft'), value: formatQuantity(kvar, lng) });
  if (saldo.FlexSaldo !== null)
    facts.push({ label: t('payslips.balances.FlexSaldo'), value: hours(saldo.FlexSaldo) });
  if (saldo.KompSaldo !== null)
    facts.push({ label: t('payslips.balances.KompSaldo'), value: hours(saldo.KompSaldo) });
  return facts;
}

interface Props {
  slip: LonebeskedView;
  /** The employee's name and number are shown when the payslip is not the reader's own. */
  showEmployee: boolean;
  /** The heading, to move the focus to when the payslip is opened from the list. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * One payslip as the employee reads it (SPEC §2.1 /lonebesked, DOMAIN §12): what was paid out and
 * where, what changed since the payslip before, the rows by group with their sums, the tax, the
 * balances as of the pay day, the year to date, and the payroll program's message.
 */
export function PayslipView({ slip, showEmployee, headingRef }: Props) {
  const { t, i18n } = useTranslation();
  const lng = i18n.resolvedLanguage ?? i18n.language;
  const tax = taxLines(slip.Skatt, t, lng);
  const saldo = slip.Saldo ? balanceFacts(slip.Saldo, t, lng) : [];
  const ytd: Fact[] = (['Bruttolon', 'PrelSkatt', 'Nettolon'] as const).flatMap((k) =>
    slip.Ackumulerat[k] === null
      ? []
      : [{ label: t(`payslips.ytd.${k}`), value: formatKronor(slip.Ackumulerat[k], lng) }],
  );
  return (
    <Stack spacing={3} sx={{ minWidth: 0 }}>
      <Box>
        <Typography
          ref={headingRef}
          tabIndex={-1}
          variant="h5"
          component="h2"
          sx={{
            '&:focus': { outline: 'none' },
            '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
          }}
        >
          {t('payslips.slip.title', { period: slip.PeriodText || slip.PeriodId })}
        </Typography>
        {showEmployee && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('payslips.slip.employee', { name: slip.Namn, anstNr: slip.AnstNr })}
          </Typography>
        )}
      </Box>
      <PaidOut slip={slip} lng={lng} />
      <Changes slip={slip} lng={lng} />
      <Part title={t('payslips.slip.rows')}>
        <PayslipGroups groups={slip.Grupper} lng={lng} />
      </Part>
      {tax.length > 0 && (
        <Part title={t('payslips.tax.title')}>
          <FactGrid facts={tax} />
        </Part>
      )}
      {saldo.length > 0 && (
        <Part title={t('payslips.slip.balances')}>
          <FactGrid facts={saldo} />
        </Part>
      )}
      {ytd.length > 0 && (
        <Part title={t('payslips.ytd.title')}>
          <FactGrid facts={ytd} />
        </Part>
      )}
      {slip.Info && (
        <Part title={t('payslips.slip.info')}>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {slip.Info}
          </Typography>
        </Part>
      )}
    </Stack>
  );
}
