import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LoadFailed } from '../../ui/LoadFailed';
import { PageLoader } from '../../ui/PageLoader';
import { PAGE_HEADING } from './absence-texts';
import { AbsenceCalendarTable } from './components/AbsenceCalendarTable';
import { AbsenceCalendarToolbar } from './components/AbsenceCalendarToolbar';
import { AbsenceLegend } from './components/AbsenceLegend';
import { useAbsenceCalendar } from './use-absence-calendar';

/**
 * /absencecalendar: who is away when, a week or a month at a time, per department,
 * coloured by kind, with the holidays. An employee sees colleagues as away, without the reason.
 */
export function AbsenceCalendarPage() {
  const { t } = useTranslation();
  const cal = useAbsenceCalendar();
  const { calendar } = cal;
  const data = calendar.data;

  return (
    <Box component="main" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h4" component="h1" sx={{ ...PAGE_HEADING, mb: 2 }}>
        {t('absenceCalendar.title')}
      </Typography>
      <AbsenceCalendarToolbar cal={cal} />
      <AbsenceLegend />
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
        <AbsenceCalendarTable data={data} days={cal.days} label={cal.label} />
      )}
    </Box>
  );
}
