import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Overstyrning, Overstyrningar } from '@lonportal/domain/staffing/overrides';
import { formatDateTime, formatDayWithWeekday } from '../../../lib/date-format';
import { nameOf, type Names } from '../needs/use-staffing-lists';
import { WarningList } from '../warnings';

const factsSx = {
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: 2,
  rowGap: 0.25,
  m: 0,
  mb: 2,
} as const;

/** One override: the shift and person concerned, who kept the warnings and when, why, and which. */
function OverrideItem({ o, tasks }: { o: Overstyrning; tasks: Names }) {
  const { t, i18n } = useTranslation();
  const who = o.Namn ? `${o.Namn} (${o.AnstNr})` : o.AnstNr;
  const when = o.Datum
    ? t('staffing.overview.conflictWhen', {
        day: formatDayWithWeekday(o.Datum, i18n.language),
        from: o.StartTid,
        to: o.SlutTid,
        task: nameOf(tasks, o.Bemuppgift),
      })
    : t('staffing.overrides.noShift');
  return (
    <Box component="li" sx={{ py: 1.5, borderTop: 1, borderColor: 'divider' }}>
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{who}</Typography>
      <Typography variant="body2">
        {when}
        {o.Passbyte && ` · ${t('staffing.overrides.swap')}`}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {t('staffing.overrides.by', { at: formatDateTime(o.Tidpunkt), by: o.Av || '–' })}
      </Typography>
      <Typography variant="body2" sx={{ my: 0.5, overflowWrap: 'anywhere' }}>
        {t('staffing.overrides.reason', { reason: o.Overstyrning })}
      </Typography>
      <WarningList warnings={o.Varningar} label={t('staffing.overrides.warningsOf', { who })} />
    </Box>
  );
}

/**
 * The report as read on a screen and printed (DOMAIN §4: each override with who and why): the
 * company, the period and the day it was printed, then each override with its warnings in words.
 */
export function OverrideSheet({
  data,
  company,
  printed,
  tasks,
}: {
  data: Overstyrningar;
  company: string;
  printed: string;
  tasks: Names;
}) {
  const { t } = useTranslation();
  const facts: [string, string][] = [
    [t('print.company'), company],
    [t('print.period'), t('print.periodValue', { from: data.From, to: data.To })],
    [t('staffing.overrides.printed'), printed],
  ];
  return (
    <Box data-print-sheet="">
      <Typography variant="h5" component="h3" sx={{ mb: 1 }}>
        {t('staffing.overrides.title')}
      </Typography>
      <Box component="dl" sx={factsSx}>
        {facts.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      {data.Overstyrningar.length === 0 ? (
        <Typography color="text.secondary">{t('staffing.overrides.empty')}</Typography>
      ) : (
        <>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {t('staffing.overrides.count', { count: data.Overstyrningar.length })}
          </Typography>
          <Stack
            component="ul"
            aria-label={t('staffing.overrides.title')}
            sx={{ m: 0, p: 0, listStyle: 'none' }}
          >
            {data.Overstyrningar.map((o) => (
              <OverrideItem key={o.Id} o={o} tasks={tasks} />
            ))}
          </Stack>
        </>
      )}
    </Box>
  );
}
