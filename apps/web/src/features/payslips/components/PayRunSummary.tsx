import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PayRunImportResult } from '@lonportal/domain/payslips/index';
import { formatDate } from '../../../lib/date-format';
import { FactGrid } from '../../../ui/FactGrid';

/** The people without an employee listed before "show more": a file of thousands stays quick to read. */
const SHOWN = 50;

const listSx = { m: 0, pl: 3 } as const;

/** The payslips and balances no employee of the portal was found for, each with why. */
function Unmatched({ rows }: { rows: PayRunImportResult['Omatchade'] }) {
  const { t } = useTranslation();
  const id = useId();
  const [shown, setShown] = useState(SHOWN);
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} variant="subtitle1" component="h4" sx={{ fontWeight: 600 }}>
        {t('payslips.import.unmatched', { n: rows.length })}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {t('payslips.import.unmatchedHelp')}
      </Typography>
      <Box component="ul" sx={listSx}>
        {rows.slice(0, shown).map((r) => (
          <Typography
            key={`${r.AnstNr}|${r.PersNr}`}
            component="li"
            variant="body2"
            sx={{ overflowWrap: 'anywhere' }}
          >
            {t('payslips.import.person', {
              name: r.Namn || t('payslips.import.noName'),
              anstNr: r.AnstNr || '–',
              persNr: r.PersNr || '–',
            })}{' '}
            <Box component="span" sx={{ color: 'error.main' }}>
              {t(`payslips.import.reason.${r.Orsak}`)}
            </Box>
          </Typography>
        ))}
      </Box>
      {rows.length > shown && (
        <Button onClick={() => setShown((n) => n + SHOWN)}>
          {t('registers.import.more', { count: rows.length - shown })}
        </Button>
      )}
    </Box>
  );
}

/**
 * What a pay run's file holds (DOMAIN §12 LÖNUT), previewed or published: its periods with their
 * pay days and payslips (a period imported before is replaced), how many employees it reaches, and
 * those it names who are not employees of the portal, with why.
 */
export function PayRunSummary({ result }: { result: PayRunImportResult }) {
  const { t } = useTranslation();
  const periodsId = useId();
  return (
    <Stack spacing={2}>
      <FactGrid
        facts={[
          { label: t('payslips.import.counts.Matchade'), value: result.Matchade.length },
          { label: t('payslips.import.counts.Omatchade'), value: result.Omatchade.length },
          { label: t('payslips.import.counts.Saldon'), value: result.Saldon },
        ]}
      />
      {result.Perioder.length > 0 && (
        <Box component="section" aria-labelledby={periodsId}>
          <Typography id={periodsId} variant="subtitle1" component="h4" sx={{ fontWeight: 600 }}>
            {t('payslips.import.periods')}
          </Typography>
          <Box component="ul" sx={listSx}>
            {result.Perioder.map((p) => (
              <Typography key={p.PeriodId} component="li" variant="body2">
                {t('payslips.import.period', {
                  period: p.PeriodText || p.PeriodId,
                  date: formatDate(p.BetalDatum),
                  n: p.Lonebesked,
                })}
                {p.Ersatta > 0 && <> {t('payslips.import.replaces', { n: p.Ersatta })}</>}
              </Typography>
            ))}
          </Box>
        </Box>
      )}
      {result.Omatchade.length > 0 && <Unmatched rows={result.Omatchade} />}
    </Stack>
  );
}
