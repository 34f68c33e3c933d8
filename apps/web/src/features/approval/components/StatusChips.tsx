import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import LockIcon from '@mui/icons-material/Lock';
import type { TimeEntryStatus } from '@lonportal/domain/row-status';
import { STATUS_ORDER, statusLabel } from '../../../lib/row-status/status-labels';
import type { StatusCounts } from '../../../lib/row-status/status-actions';

// A long status ("Godkänd, ej attesterad: 22") wraps inside its chip rather than run off a phone.
const wrapping = {
  height: 'auto',
  maxWidth: '100%',
  '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 },
} as const;

/** One row's status (SPEC §4 Attest status); a locked row reads "Överförd till lön". */
export function StatusChip({ status }: { status: TimeEntryStatus }) {
  const { t } = useTranslation();
  const label = statusLabel(status);
  return (
    <Chip
      size="small"
      color={label.color}
      variant={label.locked ? 'outlined' : 'filled'}
      {...(label.locked ? { icon: <LockIcon aria-hidden /> } : {})}
      label={t(label.key)}
      sx={wrapping}
    />
  );
}

/** An employee's rows per status, one chip per status that has rows. */
export function StatusCountChips({ counts }: { counts: StatusCounts }) {
  const { t } = useTranslation();
  const present = STATUS_ORDER.filter((s) => counts[s] > 0);
  if (present.length === 0) return <span>{t('approval.noRowsShort')}</span>;
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {present.map((status) => {
        const label = statusLabel(status);
        return (
          <Chip
            key={status}
            size="small"
            color={label.color}
            variant={label.locked ? 'outlined' : 'filled'}
            {...(label.locked ? { icon: <LockIcon aria-hidden /> } : {})}
            label={t('approval.statusCount', { status: t(label.key), count: counts[status] })}
            sx={wrapping}
          />
        );
      })}
    </Stack>
  );
}
