import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LockOutlined from '@mui/icons-material/LockOutlined';
import type { TimeEntry } from '@lonportal/domain/time-reporting/entries';
import { StatusChip } from './StatusChip';

/** A row's status, and why it can no longer be changed when it cannot. */
export function EntryStatus({ row }: { row: TimeEntry }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <StatusChip status={row.Status} />
      {!row.KanAndras && (
        <Typography
          variant="caption"
          color="text.secondary"
          sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
        >
          <LockOutlined sx={{ fontSize: 14 }} aria-hidden />
          {t(row.LastOrsak || 'timeReport.locked.approved')}
        </Typography>
      )}
    </Stack>
  );
}
