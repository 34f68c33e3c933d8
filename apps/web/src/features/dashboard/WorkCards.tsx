import { useMemo } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EventRepeat from '@mui/icons-material/EventRepeat';
import { isOwnEmployeeOnly, readsTimeOnly } from '@lonportal/domain/access/capabilities';
import { accessContextFromMe } from '@lonportal/domain/access/context-from-me';
import { canAccessRoute, ROUTES } from '@lonportal/domain/access/route-table';
import { firstOfMonth } from '@lonportal/domain/dates';
import { todayIso } from '../../lib/date-filter';
import { usePortalInfo } from '../../lib/reference-lists/get-portal-info';
import { useTidKoder } from '../../lib/reference-lists/get-tidkoder';
import { useSession } from '../../lib/session';
import { showError } from '../../lib/api-errors';
import { useSnackbar } from '../../ui/snackbar';
import { kindOfCodes, timeReportQueryOptions, useFillFromSchedule } from '../time';
import { attestListQueryOptions } from '../approval';
import { formatHours } from '../../lib/number-format';
import { ClockCard } from '../punches';
import { myWeek, teamWork, weekAndMonth } from './work-summary';
import { NextShiftCard } from './NextShiftCard';
import { Pending, WorkCard } from './WorkCard';

/**
 * The dashboard's work: the employee's week (reported against scheduled, days without
 * time, warnings, rows to approve, "fill this week as scheduled") and punch clock, and for a
 * manager what their people have waiting. Each card is one request; a card the user may not use
 * is not there.
 */
export function WorkCards() {
  const { me } = useSession();
  const portal = usePortalInfo(me.FtgInfo.FtgId);
  if (!portal.data) return null;
  const access = accessContextFromMe(me, portal.data);
  const ownAnstNr = me.UserAccount.FtgId === me.FtgInfo.FtgId ? me.UserAccount.AnstNr : '';
  const reports = ownAnstNr !== '' && !readsTimeOnly(me.UserAccount);
  return (
    <>
      {reports && canAccessRoute('Tidrapport', access) && <MyWeekCard anstNr={ownAnstNr} />}
      {ownAnstNr !== '' && canAccessRoute('Schedule', access) && <NextShiftCard ftgId={me.FtgInfo.FtgId} />}
      {reports && canAccessRoute('Stamplingar', access) && (
        <ClockCard ftgId={me.FtgInfo.FtgId} owner={me.UserAccount.Namn} />
      )}
      {!isOwnEmployeeOnly(me.UserAccount) && canAccessRoute('ApproveTime', access) && <TeamCard />}
    </>
  );
}

/** Figures as a definition list: label above, value below. */
function Figures({ items }: { items: { key: string; label: string; value: string; testId: string }[] }) {
  return (
    <Stack
      direction="row"
      useFlexGap
      component="dl"
      sx={{ flexWrap: 'wrap', columnGap: 4, rowGap: 1.5, m: 0, mb: 2 }}
    >
      {items.map((item) => (
        <div key={item.key}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {item.label}
          </Typography>
          <Typography component="dd" variant="h6" sx={{ m: 0 }} data-testid={item.testId}>
            {item.value}
          </Typography>
        </div>
      ))}
    </Stack>
  );
}

function MyWeekCard({ anstNr }: { anstNr: string }) {
  const { t } = useTranslation();
  const { me } = useSession();
  const { showSnackbar } = useSnackbar();
  const ftgId = me.FtgInfo.FtgId;
  const today = todayIso();
  const report = useQuery(timeReportQueryOptions(ftgId, anstNr, weekAndMonth(today)));
  const codes = useTidKoder(ftgId);
  const fill = useFillFromSchedule(ftgId);
  const kindOf = useMemo(() => kindOfCodes(codes.data ?? []), [codes.data]);
  const week = report.data && codes.data ? myWeek(report.data, kindOf, today) : null;
  const hours = (h: number) => t('timeReport.hoursValue', { hours: formatHours(h) });

  return (
    <WorkCard title={t('dashboard.work.myWeek.title')}>
      {!week ? (
        <Pending failed={report.error !== null} />
      ) : (
        <>
          <Figures
            items={[
              {
                key: 'reported',
                label: t('dashboard.work.myWeek.reported'),
                value: `${hours(week.reported)} / ${hours(week.scheduled)}`,
                testId: 'my-week-hours',
              },
              {
                key: 'missing',
                label: t('dashboard.work.myWeek.daysWithoutTime'),
                value: String(week.daysWithoutTime),
                testId: 'my-week-missing',
              },
              {
                key: 'warnings',
                label: t('dashboard.work.myWeek.warnings'),
                value: String(week.daysWithWarnings),
                testId: 'my-week-warnings',
              },
              {
                key: 'approve',
                label: t('dashboard.work.myWeek.toApprove'),
                value: String(week.toApprove),
                testId: 'my-week-to-approve',
              },
            ]}
          />
          <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
            {week.daysWithoutTime > 0 && (
              <Button
                variant="contained"
                startIcon={<EventRepeat />}
                loading={fill.isPending}
                onClick={() =>
                  fill.mutate(
                    { AnstNr: anstNr, From: week.week.From, To: week.week.To },
                    {
                      onSuccess: (result) =>
                        showSnackbar({
                          text: t('timeReport.asScheduled.done', { n: result.Skapade }),
                          color: 'success',
                          timeout: 4000,
                        }),
                      onError: (err) => showError(err),
                    },
                  )
                }
              >
                {t('timeReport.asScheduled.week')}
              </Button>
            )}
            <Button variant="outlined" component={Link} to={ROUTES.Tidrapport.path}>
              {t('dashboard.work.myWeek.open')}
            </Button>
          </Stack>
        </>
      )}
    </WorkCard>
  );
}

function TeamCard() {
  const { t } = useTranslation();
  const { me } = useSession();
  const today = todayIso();
  const list = useQuery(attestListQueryOptions(me.FtgInfo.FtgId, { From: firstOfMonth(today), To: today }));
  const work = list.data ? teamWork(list.data) : null;
  return (
    <WorkCard title={t('dashboard.work.team.title')}>
      {!work ? (
        <Pending failed={list.error !== null} />
      ) : (
        <>
          <Figures
            items={[
              {
                key: 'approve',
                label: t('dashboard.work.team.toApprove'),
                value: String(work.toApprove),
                testId: 'team-to-approve',
              },
              {
                key: 'attest',
                label: t('dashboard.work.team.toAttest'),
                value: String(work.toAttest),
                testId: 'team-to-attest',
              },
              {
                key: 'behind',
                label: t('dashboard.work.team.behind'),
                value: String(work.behind),
                testId: 'team-behind',
              },
              {
                key: 'atl',
                label: t('dashboard.work.team.atl'),
                value: String(work.withAtlWarnings),
                testId: 'team-atl',
              },
            ]}
          />
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t('dashboard.work.team.scope', { n: work.employees })}
          </Typography>
          <Button variant="contained" component={Link} to={ROUTES.ApproveTime.path}>
            {t('dashboard.work.team.open')}
          </Button>
        </>
      )}
    </WorkCard>
  );
}
