import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AbsenceReport } from '@lonportal/domain/absence/absence-reports';
import { todayIso } from '../../../lib/date-filter';
import { isOpenReport } from '../use-absence-page';
import { AbsenceReportCard, type ReportCardActions } from './AbsenceReportCard';

interface ListProps {
  reports: AbsenceReport[];
  withName: boolean;
  codeText: (tidKod: string) => string;
  actions: ReportCardActions | null;
}

function ReportList({ reports, withName, codeText, actions }: ListProps) {
  const today = todayIso();
  return (
    <Stack component="ul" spacing={2} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {reports.map((r) => (
        <AbsenceReportCard
          key={r.Id}
          r={r}
          isOpen={isOpenReport(r, today)}
          withName={withName}
          codeText={codeText}
          actions={actions}
        />
      ))}
    </Stack>
  );
}

/**
 * The page's lists: the employee's open reports, the team's (a manager's), and the earlier ones;
 * the last two only when they hold any.
 */
export function AbsenceReportSections({
  current,
  team,
  earlier,
  codeText,
  actions,
}: {
  current: AbsenceReport[];
  /** Null: the user is no manager. */
  team: AbsenceReport[] | null;
  earlier: AbsenceReport[];
  codeText: (tidKod: string) => string;
  actions: ReportCardActions | null;
}) {
  const { t } = useTranslation();
  const list = { codeText, actions };
  return (
    <>
      <section aria-labelledby="absence-current">
        <Typography id="absence-current" variant="h5" component="h2" sx={{ mb: 1 }}>
          {t('absence.page.current')}
        </Typography>
        {current.length === 0 ? (
          <Typography color="text.secondary">{t('absence.page.noneOpen')}</Typography>
        ) : (
          <ReportList reports={current} withName={false} {...list} />
        )}
      </section>
      {team && team.length > 0 && (
        <section aria-labelledby="absence-team">
          <Typography id="absence-team" variant="h5" component="h2" sx={{ mb: 1 }}>
            {t('absence.page.team')}
          </Typography>
          <ReportList reports={team} withName {...list} />
        </section>
      )}
      {earlier.length > 0 && (
        <section aria-labelledby="absence-earlier">
          <Typography id="absence-earlier" variant="h5" component="h2" sx={{ mb: 1 }}>
            {t('absence.page.earlier')}
          </Typography>
          <ReportList reports={earlier} withName={false} {...list} />
        </section>
      )}
    </>
  );
}
