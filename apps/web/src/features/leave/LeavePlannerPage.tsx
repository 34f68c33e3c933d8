import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Check from '@mui/icons-material/Check';
import Close from '@mui/icons-material/Close';
import type { LeaveDecision } from '@lonportal/domain/leave/leave';
import type { LeavePlanOverview } from '@lonportal/domain/leave/leave-plan';
import { addDays } from '@lonportal/domain/dates';
import { weekdayName } from '../../lib/date-format';
import { useSession } from '../../lib/session';
import { LoadFailed } from '../../ui/LoadFailed';
import { PageLoader } from '../../ui/PageLoader';
import { ScrollRegion } from '../../ui/ScrollRegion';
import { visuallyHidden } from '../../ui/visually-hidden';
import { useTimeContext } from '../time';
import { PAGE_HEADING } from '../absence';
import { DecisionDialog } from './components/DecisionDialog';
import { bodySx, headSx, markSx } from '../../ui/timeline-styles';
import { useLeavePlanOverview } from './planner-api';

const APPROVED = '#1b5e20';
const WISH = '#7a4100';

type Department = LeavePlanOverview['Avdelningar'][number];

/**
 * /leaveplanner/{Id}: a planning period's timeline per department: each person's
 * approved leave and wishes, and each day's coverage (people left at work if every wish is
 * approved) against the minimum staffing; the wishes are approved or denied from the list below.
 */
export function LeavePlannerPage() {
  const { t, i18n } = useTranslation();
  const { Id = '' } = useParams();
  const { me } = useSession();
  const ctx = useTimeContext();
  const ftgId = me.FtgInfo.FtgId;
  const overview = useLeavePlanOverview(ftgId, Id);
  const [selected, setSelected] = useState<string[]>([]);
  const [deciding, setDeciding] = useState<{ ids: string[]; decision: LeaveDecision } | null>(null);
  const data = overview.data;

  if (!data)
    return (
      <Box component="main" sx={{ p: { xs: 2, sm: 3 } }}>
        {overview.error ? (
          <LoadFailed
            error={overview.error}
            onRetry={() => void overview.refetch()}
            retryText={t('absence.action.retry')}
          />
        ) : (
          <PageLoader />
        )}
      </Box>
    );

  const plan = data.Plan;
  const days: string[] = [];
  for (let d = plan.From; d <= plan.To; d = addDays(d, 1)) days.push(d);
  const wishes = data.Avdelningar.flatMap((a) =>
    a.Personer.flatMap((p) =>
      p.Ansokningar.filter((x) => x.Status === 'IN_REVIEW').map((x) => ({ ...x, Namn: p.Namn })),
    ),
  );
  const chosen = selected.filter((id) => wishes.some((w) => w.Id === id));
  const toggle = (id: string) =>
    setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));

  const table = (a: Department) => (
    <ScrollRegion label={a.Namn} outlined>
      <Box component="table" sx={{ borderCollapse: 'collapse', minWidth: '100%', position: 'relative' }}>
        <Box component="caption" sx={visuallyHidden}>
          {t('leavePlanner.caption', { department: a.Namn, name: plan.Namn })}
        </Box>
        <thead>
          <tr>
            <Box
              component="th"
              scope="col"
              sx={{ ...headSx, textAlign: 'left', position: 'sticky', left: 0, bgcolor: 'background.paper' }}
            >
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
            <tr key={p.AnstNr}>
              <Box
                component="th"
                scope="row"
                sx={{
                  ...bodySx,
                  textAlign: 'left',
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
          ))}
          <tr data-testid="leave-plan-coverage">
            <Box
              component="th"
              scope="row"
              sx={{ ...bodySx, textAlign: 'left', position: 'sticky', left: 0, bgcolor: 'background.paper' }}
            >
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
        </tbody>
      </Box>
    </ScrollRegion>
  );

  return (
    <Box component="main" sx={{ p: { xs: 2, sm: 3 } }}>
      <Button component={RouterLink} to="/leaveplanner/overview" startIcon={<ArrowBack />} sx={{ mb: 1 }}>
        {t('leavePlanner.back')}
      </Button>
      <Typography variant="h4" component="h1" sx={{ ...PAGE_HEADING, mb: 1 }}>
        {plan.Namn}
      </Typography>
      <Typography sx={{ mb: 2 }}>
        {t('leave.range', { from: plan.From, to: plan.To })} ·{' '}
        {t('leavePlanner.deadline', { date: plan.SistaOnskedag })}
      </Typography>
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
      <Stack spacing={3}>
        {data.Avdelningar.length === 0 && (
          <Typography color="text.secondary">{t('absenceCalendar.empty')}</Typography>
        )}
        {data.Avdelningar.map((a) => (
          <section key={a.Avdelning} aria-labelledby={`plan-${a.Avdelning}`}>
            <Typography id={`plan-${a.Avdelning}`} variant="h5" component="h2" sx={{ mb: 1 }}>
              {a.Namn}
            </Typography>
            {a.Tackning.some((c) => c.Under) && (
              <Alert severity="warning" sx={{ mb: 1 }}>
                {t('leavePlanner.underDays', { n: a.Tackning.filter((c) => c.Under).length, min: a.Min })}
              </Alert>
            )}
            {table(a)}
          </section>
        ))}
        <section aria-labelledby="plan-wishes">
          <Typography id="plan-wishes" variant="h5" component="h2" sx={{ mb: 1 }}>
            {t('leavePlanner.wishes')}
          </Typography>
          {wishes.length === 0 ? (
            <Typography color="text.secondary">{t('leavePlanner.noWishes')}</Typography>
          ) : (
            <>
              <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {wishes.map((w) => (
                  <li key={w.Id}>
                    <FormControlLabel
                      control={<Checkbox checked={selected.includes(w.Id)} onChange={() => toggle(w.Id)} />}
                      label={`${w.Namn}: ${ctx.codeText(w.TidKod) || w.TidKod} ${t('leave.range', { from: w.From, to: w.To })}${w.Omfattning < 100 ? ` (${t('absence.degree', { n: w.Omfattning })})` : ''}`}
                    />
                  </li>
                ))}
              </Stack>
              <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, mt: 1 }}>
                <Button
                  variant="contained"
                  startIcon={<Check />}
                  disabled={chosen.length === 0}
                  onClick={() => setDeciding({ ids: chosen, decision: 'APPROVE' })}
                >
                  {t('leave.action.approveSelected', { n: chosen.length })}
                </Button>
                <Button
                  variant="outlined"
                  color="error"
                  startIcon={<Close />}
                  disabled={chosen.length === 0}
                  onClick={() => setDeciding({ ids: chosen, decision: 'DENY' })}
                >
                  {t('leave.action.denySelected', { n: chosen.length })}
                </Button>
              </Stack>
            </>
          )}
        </section>
      </Stack>
      {deciding && (
        <DecisionDialog
          ftgId={ftgId}
          ids={deciding.ids}
          decision={deciding.decision}
          onClose={(decided) => {
            if (decided) setSelected([]);
            setDeciding(null);
          }}
        />
      )}
    </Box>
  );
}
