import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { LeavePlanOverview } from '@lonportal/domain/leave/leave-plan';
import { weekdayName } from '../../../lib/date-format';
import { ScrollRegion } from '../../../ui/ScrollRegion';
import { bodySx, headSx, markSx } from '../../../ui/timeline-styles';
import { visuallyHidden } from '../../../ui/visually-hidden';

const APPROVED = '#1b5e20';
const WISH = '#7a4100';

type Department = LeavePlanOverview['Avdelningar'][number];
type Person = Department['Personer'][number];

const stickySx = { textAlign: 'left', position: 'sticky', left: 0, bgcolor: 'background.paper' } as const;

/** What the timeline's marks mean: an approved leave, a wish. */
export function PlanLegend() {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={2} sx={{ mb: 2 }} aria-label={t('absenceCalendar.legend')}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Box sx={markSx(APPROVED)} aria-hidden>
          {t('leavePlanner.letter.approved')}
        </Box>
        <Typography variant="body2">{t('leavePlanner.approved')}</Typography>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Box sx={markSx(WISH, true)} aria-hidden>
          {t('leavePlanner.letter.wish')}
        </Box>
        <Typography variant="body2">{t('leavePlanner.wish')}</Typography>
      </Stack>
    </Stack>
  );
}

/** A department of the plan: its name, the days under the minimum staffing, its timeline. */
export function PlanDepartment(props: Props) {
  const { t } = useTranslation();
  const a = props.department;
  return (
    <section aria-labelledby={`plan-${a.Avdelning}`}>
      <Typography id={`plan-${a.Avdelning}`} variant="h5" component="h2" sx={{ mb: 1 }}>
        {a.Namn}
      </Typography>
      {a.Tackning.some((c) => c.Under) && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {t('leavePlanner.underDays', { n: a.Tackning.filter((c) => c.Under).length, min: a.Min })}
        </Alert>
      )}
      <PlanTimeline {...props} />
    </section>
  );
}

interface Props {
  department: Department;
  /** The planning period's days, in order. */
  days: readonly string[];
  planName: string;
}

/** A department's timeline: a row per person with their leave and wishes, and the day's coverage. */
function PlanTimeline({ department: a, days, planName }: Props) {
  const { t, i18n } = useTranslation();
  return (
    <ScrollRegion label={a.Namn} outlined>
      <Box component="table" sx={{ borderCollapse: 'collapse', minWidth: '100%', position: 'relative' }}>
        <Box component="caption" sx={visuallyHidden}>
          {t('leavePlanner.caption', { department: a.Namn, name: planName })}
        </Box>
        <thead>
          <tr>
            <Box component="th" scope="col" sx={{ ...headSx, ...stickySx }}>
              {t('absenceCalendar.person')}
            </Box>
            {days.map((d) => (
              <Box component="th" scope="col" key={d} sx={headSx}>
                <Box component="span" sx={{ display: 'block', fontWeight: 400 }}>
                  {weekdayName(d, i18n.language)}
                </Box>
                {Number(d.slice(8))}
              </Box>
            ))}
          </tr>
        </thead>
        <tbody>
          {a.Personer.map((p) => (
            <PersonRow key={p.AnstNr} person={p} days={days} />
          ))}
          <CoverageRow department={a} />
        </tbody>
      </Box>
    </ScrollRegion>
  );
}

/** A person's days: approved leave and wishes marked, each mark named for a screen reader. */
function PersonRow({ person: p, days }: { person: Person; days: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <tr>
      <Box component="th" scope="row" sx={{ ...bodySx, ...stickySx, minWidth: 110, maxWidth: 160 }}>
        {p.Namn}
      </Box>
      {days.map((d) => {
        const on = p.Ansokningar.filter((x) => x.From <= d && x.To >= d);
        const approved = on.some((x) => x.Status === 'APPROVED');
        return (
          <Box component="td" key={d} sx={bodySx}>
            {on.length > 0 && (
              <Box sx={markSx(approved ? APPROVED : WISH, !approved)}>
                <span aria-hidden>
                  {t(approved ? 'leavePlanner.letter.approved' : 'leavePlanner.letter.wish')}
                </span>
                <Box component="span" sx={visuallyHidden}>
                  {t(approved ? 'leavePlanner.approved' : 'leavePlanner.wish')}
                </Box>
              </Box>
            )}
          </Box>
        );
      })}
    </tr>
  );
}

/** Each day's people left at work if every wish is approved, marked where under the minimum. */
function CoverageRow({ department: a }: { department: Department }) {
  const { t } = useTranslation();
  return (
    <tr data-testid="leave-plan-coverage">
      <Box component="th" scope="row" sx={{ ...bodySx, ...stickySx }}>
        {a.Min > 0 ? t('leavePlanner.coverageMin', { n: a.Min }) : t('leavePlanner.coverage')}
      </Box>
      {a.Tackning.map((c) => (
        <Box
          component="td"
          key={c.Datum}
          data-date={c.Datum}
          sx={{
            ...bodySx,
            fontWeight: c.Schemalagda > 0 ? 700 : 400,
            bgcolor: c.Under ? 'error.main' : undefined,
            color: c.Under ? 'error.contrastText' : c.Schemalagda > 0 ? undefined : 'text.secondary',
          }}
        >
          {c.Schemalagda > 0 ? (
            c.Kvar
          ) : (
            // A day nobody is due at work (a weekend, a holiday): nothing to cover.
            <>
              <span aria-hidden>–</span>
              <Box component="span" sx={visuallyHidden}>
                {t('leavePlanner.noneDue')}
              </Box>
            </>
          )}
          {c.Under && (
            <Box component="span" sx={visuallyHidden}>
              {t('leavePlanner.under')}
            </Box>
          )}
        </Box>
      ))}
    </tr>
  );
}
