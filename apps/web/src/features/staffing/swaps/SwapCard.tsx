import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { passbyteOppet, type Passbyte } from '@lonportal/domain/staffing/swaps';
import { formatDayWithWeekday } from '../../../lib/date-format';
import { nameOf, type StaffingLists } from '../needs/use-staffing-lists';
import { DIRECT_DECIDER, expiryWallTime, shiftTimes, swapStatusColor, swapStatusKey } from './swap-texts';

/** A card's buttons, in a row that wraps on a phone. */
export function SwapCardActions({ children }: { children: ReactNode }) {
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, pt: 1 }}>
      {children}
    </Stack>
  );
}

/** The heading level of a card: below the heading of the list it is in (axe heading-order). */
export type CardHeading = 'h2' | 'h3' | 'h4';

/** What a swap's shift is: its day and times, then the task and place. */
export function ShiftLine({ pass, names }: { pass: Passbyte['Pass']; names: StaffingLists['names'] }) {
  const { t, i18n } = useTranslation();
  const task = nameOf(names.task, pass.Bemuppgift);
  const place = pass.Avdelning ? nameOf(names.department, pass.Avdelning) : '';
  return (
    <>
      {t('staffing.swaps.shift', {
        day: formatDayWithWeekday(pass.Datum, i18n.language),
        times: shiftTimes(pass),
      })}
      <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary' }}>
        {place ? t('staffing.swaps.taskAt', { task, place }) : task}
        {pass.Typ !== 'ARBETE' ? ` · ${t(`staffing.planner.kind.${pass.Typ}`)}` : ''}
      </Typography>
    </>
  );
}

/**
 * One swap (SPEC §4 "Shift swap"): the shift, who offers it and why, its state, until when it
 * waits (Stockholm time, DOMAIN §14) or who decided it; below it what the page adds (the
 * interests, the buttons).
 */
export function SwapCard({
  swap: s,
  names,
  heading,
  offeredBy,
  children,
}: {
  swap: Passbyte;
  names: StaffingLists['names'];
  heading: CardHeading;
  /** Who offers it, as the page words it ("Anna Berg", "You"). */
  offeredBy: string;
  children?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const expiry = expiryWallTime(s.GallerTill);
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2 }} data-testid="shift-swap">
      <Stack spacing={0.5}>
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start', gap: 1 }}>
          <Typography variant="subtitle1" component={heading} sx={{ flexGrow: 1, fontWeight: 600 }}>
            <ShiftLine pass={s.Pass} names={names} />
          </Typography>
          <Chip
            size="small"
            variant="outlined"
            color={swapStatusColor(s.Status)}
            label={t(swapStatusKey(s))}
          />
        </Stack>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {t('staffing.swaps.offeredBy', { name: offeredBy })}
        </Typography>
        {s.Kommentar && (
          <Typography variant="body2" sx={{ fontStyle: 'italic', overflowWrap: 'anywhere' }}>
            {t('staffing.swaps.comment', { comment: s.Kommentar })}
          </Typography>
        )}
        {passbyteOppet(s.Status) && (
          <Typography variant="body2" color="text.secondary">
            {t('staffing.swaps.expires', {
              day: formatDayWithWeekday(expiry.Datum, i18n.language),
              time: expiry.Tid,
            })}
          </Typography>
        )}
        {s.Beslut && s.Beslut.Av !== DIRECT_DECIDER && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {t('staffing.swaps.decidedBy', { name: s.Beslut.Av })}
            {s.Beslut.Kommentar ? `: ${s.Beslut.Kommentar}` : ''}
          </Typography>
        )}
        {children}
      </Stack>
    </Paper>
  );
}
