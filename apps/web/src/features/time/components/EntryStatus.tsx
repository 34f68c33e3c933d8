import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LockOutlined from '@mui/icons-material/LockOutlined';
import Undo from '@mui/icons-material/Undo';
import type { TimeEntry } from '@lonportal/domain/time/entries';
import type { EntryEditor } from '../use-entry-editor';
import { touchTarget } from '../../../ui/touch';
import { StatusChip } from '../../../ui/StatusChip';

interface Props {
  row: TimeEntry;
  /** Offers "take back the approval" on a row locked by the user's own approval, where allowed. */
  editor?: EntryEditor;
  /** Phone layout: a touch target of 44 px. */
  compact?: boolean;
}

/**
 * A row's status, why it can no longer be changed when it cannot, and, while the user may, the way
 * back: taking back the approval right there.
 */
export function EntryStatus({ row, editor, compact = false }: Props) {
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
      {editor?.mayTakeBack(row) && (
        <Button
          size="small"
          variant="text"
          startIcon={<Undo />}
          aria-label={t('timeReport.takeBack.actionDay', { date: row.Datum })}
          onClick={() => editor.takeBack(row)}
          disabled={editor.takingBack}
          sx={{ ml: -0.5, whiteSpace: 'nowrap', ...(compact ? touchTarget : {}) }}
        >
          {t('timeReport.takeBack.action')}
        </Button>
      )}
    </Stack>
  );
}
