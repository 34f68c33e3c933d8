import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { AbsenceCalendarSchema, type CalendarKind } from '@lonportal/domain/absence/calendar';
import { addDays, addMonths, firstOfMonth, isoWeek, lastOfMonth, mondayOf } from '@lonportal/domain/dates';
import { apiRequest } from '../../lib/api-client';
import { monthName, weekdayName } from '../../lib/date-format';
import { todayIso } from '../../lib/date-filter';
import { refetchedWhenShown } from '../../lib/query-freshness';
import { useSession } from '../../lib/session';
import { LoadFailed } from '../../ui/LoadFailed';
import { PageLoader } from '../../ui/PageLoader';
import { ScrollRegion } from '../../ui/ScrollRegion';
import { visuallyHidden } from '../../ui/visually-hidden';
import { PAGE_HEADING } from './absence-texts';
import { bodySx, headSx, markSx } from '../../ui/timeline-styles';

type View = 'week' | 'month';

/**
 * Each kind's colour, dark enough for its white letter (WCAG AA) in either theme; the letter and
 * the cell's name say the kind too: the colour is never the only sign.
 */
const KIND_COLOR: Record<CalendarKind, string> = {
  SJUK: '#b71c1c',
  VAB: '#7a4100',
  SEMESTER: '#1b5e20',
  OVRIG: '#0d47a1',
  BORTA: '#546e7a',
};
const KINDS = Object.keys(KIND_COLOR) as CalendarKind[];

const rangeOf = (view: View, anchor: string) =>
  view === 'week'
    ? { From: mondayOf(anchor), To: addDays(mondayOf(anchor), 6) }
    : { From: firstOfMonth(anchor), To: lastOfMonth(anchor) };

/**
 * /absencecalendar: who is away when, a week or a month at a time, per department,
 * coloured by kind, with the holidays. An employee sees colleagues as away, without the reason.
 */
export function AbsenceCalendarPage() {
  const { t, i18n } = useTranslation();
  const { me } = useSession();
  const ftgId = me.FtgInfo.FtgId;
  const [view, setView] = useState<View>(() => (window.innerWidth < 600 ? 'week' : 'month'));
  const [anchor, setAnchor] = useState(todayIso());
  const [avdelning, setAvdelning] = useState('');
  const range = rangeOf(view, anchor);
  const calendar = useQuery({
    queryKey: ['company', ftgId, 'absencecalendar', range, avdelning] as const,
    queryFn: ({ signal }) =>
      apiRequest(
        `/absencecalendar?From=${range.From}&To=${range.To}${avdelning ? `&Avdelning=${encodeURIComponent(avdelning)}` : ''}`,
        AbsenceCalendarSchema,
        { signal },
      ),
    staleTime: refetchedWhenShown,
  });
  const step = (by: -1 | 1) => setAnchor(view === 'week' ? addDays(anchor, 7 * by) : addMonths(anchor, by));
  const days: string[] = [];
  for (let d = range.From; d <= range.To; d = addDays(d, 1)) days.push(d);
  const label =
    view === 'week'
      ? t('absenceCalendar.week', { week: isoWeek(range.From), from: range.From, to: range.To })
      : `${monthName(range.From, i18n.language)} ${range.From.slice(0, 4)}`;
  const data = calendar.data;
  const holidays = new Map((data?.Helgdagar ?? []).map((h) => [h.Datum, h.Namn]));
  const today = todayIso();

  return (
    <Box component="main" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h4" component="h1" sx={{ ...PAGE_HEADING, mb: 2 }}>
        {t('absenceCalendar.title')}
      </Typography>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={view}
          onChange={(_, v: View | null) => v && setView(v)}
          aria-label={t('absenceCalendar.view')}
          // The unselected button's default grey is short of 4.5:1 on the page's background.
          sx={{ '& .MuiToggleButton-root:not(.Mui-selected)': { color: 'text.secondary' } }}
        >
          <ToggleButton value="week">{t('absenceCalendar.weekView')}</ToggleButton>
          <ToggleButton value="month">{t('absenceCalendar.monthView')}</ToggleButton>
        </ToggleButtonGroup>
        <Stack direction="row" sx={{ alignItems: 'center' }}>
          <IconButton onClick={() => step(-1)} aria-label={t('absenceCalendar.previous')}>
            <ChevronLeft />
          </IconButton>
          <Typography component="p" aria-live="polite" sx={{ minWidth: 150, textAlign: 'center' }}>
            {label}
          </Typography>
          <IconButton onClick={() => step(1)} aria-label={t('absenceCalendar.next')}>
            <ChevronRight />
          </IconButton>
        </Stack>
        {data && data.Avdelningar.length > 1 && (
          <TextField
            select
            size="small"
            label={t('absenceCalendar.department')}
            value={avdelning}
            onChange={(e) => setAvdelning(e.target.value)}
            sx={{ minWidth: 180 }}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">{t('absenceCalendar.allDepartments')}</MenuItem>
            {data.Avdelningar.map((a) => (
              <MenuItem key={a.Avdelning} value={a.Avdelning}>
                {a.Namn}
              </MenuItem>
            ))}
          </TextField>
        )}
      </Stack>
      <Stack
        component="ul"
        direction="row"
        useFlexGap
        aria-label={t('absenceCalendar.legend')}
        sx={{ flexWrap: 'wrap', gap: 2, listStyle: 'none', p: 0, m: 0, mb: 2 }}
      >
        {KINDS.map((k) => (
          <Stack key={k} component="li" direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Box sx={markSx(KIND_COLOR[k])} aria-hidden>
              {t(`absenceCalendar.letter.${k}`)}
            </Box>
            <Typography variant="body2">{t(`absenceCalendar.kind.${k}`)}</Typography>
          </Stack>
        ))}
      </Stack>
      {!data ? (
        calendar.error ? (
          <LoadFailed
            error={calendar.error}
            onRetry={() => void calendar.refetch()}
            retryText={t('absence.action.retry')}
          />
        ) : (
          <PageLoader />
        )
      ) : data.Personer.length === 0 ? (
        <Typography color="text.secondary">{t('absenceCalendar.empty')}</Typography>
      ) : (
        <ScrollRegion label={label} outlined>
          <Box
            component="table"
            sx={{ borderCollapse: 'collapse', minWidth: '100%', position: 'relative' }}
            data-testid="absence-calendar"
          >
            <Box component="caption" sx={visuallyHidden}>
              {t('absenceCalendar.caption', { period: label })}
            </Box>
            <thead>
              <tr>
                <Box
                  component="th"
                  scope="col"
                  sx={{ ...headSx, textAlign: 'left', position: 'sticky', left: 0, zIndex: 1 }}
                >
                  {t('absenceCalendar.person')}
                </Box>
                {days.map((d) => (
                  <Box
                    component="th"
                    scope="col"
                    key={d}
                    title={holidays.get(d)}
                    sx={{
                      ...headSx,
                      color: holidays.has(d) ? 'error.main' : undefined,
                      bgcolor: d === today ? 'action.selected' : 'background.paper',
                    }}
                  >
                    <Box component="span" sx={{ display: 'block', fontWeight: 400 }}>
                      {weekdayName(d, i18n.language)}
                    </Box>
                    {Number(d.slice(8))}
                    {holidays.has(d) && (
                      <Box component="span" sx={visuallyHidden}>{`, ${holidays.get(d)}`}</Box>
                    )}
                  </Box>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.Personer.map((p) => {
                const byDay = new Map(p.Dagar.map((d) => [d.Datum, d]));
                return (
                  <tr key={p.AnstNr} data-testid="absence-calendar-person">
                    <Box
                      component="th"
                      scope="row"
                      sx={{
                        ...bodySx,
                        textAlign: 'left',
                        fontWeight: 500,
                        position: 'sticky',
                        left: 0,
                        bgcolor: 'background.paper',
                        minWidth: 110,
                        maxWidth: 160,
                      }}
                    >
                      {p.Namn}
                    </Box>
                    {days.map((d) => {
                      const day = byDay.get(d);
                      return (
                        <Box
                          component="td"
                          key={d}
                          data-date={d}
                          sx={{ ...bodySx, bgcolor: holidays.has(d) ? 'action.hover' : undefined }}
                        >
                          {day && (
                            <Box
                              sx={markSx(KIND_COLOR[day.Typ])}
                              title={t(`absenceCalendar.kind.${day.Typ}`)}
                            >
                              <span aria-hidden>{t(`absenceCalendar.letter.${day.Typ}`)}</span>
                              <Box component="span" sx={visuallyHidden}>
                                {t(`absenceCalendar.kind.${day.Typ}`)}
                              </Box>
                            </Box>
                          )}
                        </Box>
                      );
                    })}
                  </tr>
                );
              })}
            </tbody>
          </Box>
        </ScrollRegion>
      )}
    </Box>
  );
}
