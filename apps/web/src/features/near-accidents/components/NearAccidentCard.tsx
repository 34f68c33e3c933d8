import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import OpenInNew from '@mui/icons-material/OpenInNewOutlined';
import type { NearAccident } from '@lonportal/domain/near-accidents/near-accidents';
import { STATUS_COLOR } from '../near-accident-status';

/**
 * A report in the list: when and where, its state, the start of what happened and who reported
 * it; opening it (handling it, for its handler), and deleting it, for its reporter while it is new.
 */
export function NearAccidentCard({
  r,
  onOpen,
  onRemove,
}: {
  r: NearAccident;
  onOpen: (id: string) => void;
  onRemove: (r: NearAccident) => void;
}) {
  const { t } = useTranslation();
  const label = { date: r.Datum, place: r.Plats };
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2 }} data-testid="near-accident">
      <Stack spacing={1}>
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Typography variant="h6" component="h2" sx={{ flexGrow: 1, overflowWrap: 'anywhere' }}>
            {r.Datum} · {r.Plats}
          </Typography>
          {r.Kansligt && <Chip size="small" variant="outlined" label={t('nearAccident.sensitive')} />}
          <Chip
            size="small"
            variant="outlined"
            color={STATUS_COLOR[r.Status]}
            label={t(`nearAccident.status.${r.Status}`)}
            data-testid="near-accident-status"
          />
        </Stack>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {r.Handelse.length > 200 ? `${r.Handelse.slice(0, 200)}…` : r.Handelse}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('nearAccident.reportedBy', { name: r.Rapportor })}
        </Typography>
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button
            startIcon={<OpenInNew />}
            onClick={() => onOpen(r.Id)}
            aria-label={t('nearAccident.action.openFor', label)}
          >
            {t(r.Hanterare ? 'nearAccident.action.handle' : 'nearAccident.action.open')}
          </Button>
          {r.Egen && r.Status === 'NEW' && (
            <Button
              color="error"
              startIcon={<DeleteOutline />}
              onClick={() => onRemove(r)}
              aria-label={t('nearAccident.action.deleteFor', label)}
            >
              {t('absence.action.delete')}
            </Button>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}
