import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import type { TimeEntryStatus } from '@lonportal/domain/row-status';
import { statusLabel } from '../lib/row-status/status-labels';

/** A row's or a day's attest status (SPEC §4), named and coloured the one way the feature does. */
export function StatusChip({ status }: { status: TimeEntryStatus }) {
  const { t } = useTranslation();
  const label = statusLabel(status);
  return <Chip size="small" variant="outlined" color={label.color} label={t(label.key)} />;
}
