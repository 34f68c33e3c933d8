import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { weekdayName } from '../../../lib/date-format';
import { statusLabel } from '../../../lib/row-status/status-labels';
import { FactGrid, type Fact } from '../../../ui/FactGrid';
import { PrintList } from '../../../ui/PrintPage';
import type { PeriodTotals } from '../index';
import { printDays, printHours as hours, type PrintLine } from './time-report-print';

const bold = { fontWeight: 700 } as const;

/** The time report's days on a phone: each day with its schedule and its rows. */
export function TimeReportPrintDays({
  lines,
  totals,
}: {
  lines: readonly PrintLine[];
  totals: PeriodTotals;
}) {
  const { t, i18n } = useTranslation();
  const days = printDays(lines);
  return (
    <PrintList label={t('print.tidrapport.tableLabel')}>
      {days.map((d) => (
        <Box component="li" key={d.datum} data-testid="print-day">
          <Stack
            direction="row"
            useFlexGap
            sx={{ justifyContent: 'space-between', flexWrap: 'wrap', columnGap: 2 }}
          >
            <Typography sx={bold}>{`${weekdayName(d.datum, i18n.language)} ${d.datum}`}</Typography>
            <Typography variant="body2">{`${t('print.tidrapport.col.schema')} ${hours(d.schema)}`}</Typography>
          </Stack>
          {d.lines.map((l) => (
            <DayLine key={l.key} line={l} />
          ))}
        </Box>
      ))}
      <Box component="li">
        <Typography sx={{ ...bold, mb: 0.5 }}>{t('print.total')}</Typography>
        <FactGrid
          facts={[
            { label: t('print.tidrapport.col.timmar'), value: hours(totals.reported) },
            { label: t('print.tidrapport.col.schema'), value: hours(totals.scheduled) },
          ]}
        />
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {t('print.tidrapport.difference', { hours: hours(totals.difference) })}
        </Typography>
      </Box>
    </PrintList>
  );
}

/** One line of a day on a phone: a row with its facts, or the name of a day off. */
function DayLine({ line: l }: { line: PrintLine }) {
  const { t } = useTranslation();
  if (l.tidKod === '') return l.text ? <Typography variant="body2">{l.text}</Typography> : null;
  const facts: Fact[] = [
    ...(l.startTid ? [{ label: t('print.tidrapport.col.start'), value: l.startTid }] : []),
    ...(l.slutTid ? [{ label: t('print.tidrapport.col.slut'), value: l.slutTid }] : []),
    ...(l.rast === null ? [] : [{ label: t('print.tidrapport.col.rast'), value: l.rast }]),
    { label: t('print.tidrapport.col.timmar'), value: hours(l.timmar) },
    ...(l.status
      ? [{ label: t('print.tidrapport.col.status'), value: t(statusLabel(l.status).key), wide: true }]
      : []),
    ...(l.kommentar ? [{ label: t('print.tidrapport.col.kommentar'), value: l.kommentar, wide: true }] : []),
  ];
  return (
    <Box sx={{ mt: 1 }}>
      <Typography variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
        {`${l.tidKod} ${l.text}`.trim()}
      </Typography>
      <FactGrid facts={facts} />
    </Box>
  );
}
