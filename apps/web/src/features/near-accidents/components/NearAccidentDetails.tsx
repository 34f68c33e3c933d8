import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  NEAR_ACCIDENT_STATUSES,
  NEAR_ACCIDENT_TEXT_MAX,
  nearAccidentMoveAllowed,
  type NearAccidentStatus,
} from '@lonportal/domain/near-accidents/near-accidents';
import { errorMessageKey } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/date-format';
import { AppDialog } from '../../../ui/AppDialog';
import { PageLoader } from '../../../ui/PageLoader';
import { useSnackbar } from '../../../ui/snackbar';
import { attachmentUrl, useNearAccident, useNearAccidentWrites } from '../api';

export const STATUS_COLOR: Record<NearAccidentStatus, 'error' | 'default' | 'primary' | 'success'> = {
  NEW: 'error',
  RECEIVED: 'default',
  INPROGRESS: 'primary',
  RESOLVED: 'success',
};

/**
 * One report with its files and history; its handler moves it to another state with a comment, or
 * comments; the reporter comments too.
 */
export function NearAccidentDetails({
  ftgId,
  id,
  onClose,
}: {
  ftgId: string;
  id: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { showSnackbar } = useSnackbar();
  const report = useNearAccident(ftgId, id);
  const { move, comment } = useNearAccidentWrites(ftgId);
  const [to, setTo] = useState<NearAccidentStatus | ''>('');
  const [text, setText] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const r = report.data;
  const busy = move.isPending || comment.isPending;
  const targets = r ? NEAR_ACCIDENT_STATUSES.filter((s) => nearAccidentMoveAllowed(r.Status, s)) : [];

  const send = () => {
    if (!r) return;
    setFailure(null);
    const onError = (err: unknown) => setFailure(errorMessageKey(err));
    if (to) {
      move.mutate(
        { id: r.Id, status: to, comment: text.trim(), version: r.Version },
        {
          onSuccess: () => {
            showSnackbar({
              text: t('nearAccident.moved', { status: t(`nearAccident.status.${to}`) }),
              color: 'success',
              timeout: 4000,
            });
            setTo('');
            setText('');
          },
          onError,
        },
      );
    } else if (text.trim()) {
      comment.mutate(
        { id: r.Id, text: text.trim() },
        {
          onSuccess: () => setText(''),
          onError,
        },
      );
    }
  };

  return (
    <AppDialog
      open
      onClose={onClose}
      persistent={busy}
      title={t('nearAccident.detailsTitle')}
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
      actions={
        <>
          <Button onClick={onClose}>{t('nearAccident.action.close')}</Button>
          {r && (r.Hanterare || r.Egen) && (
            <Button type="submit" variant="contained" loading={busy} disabled={!to && !text.trim()}>
              {t(to ? 'nearAccident.action.move' : 'nearAccident.action.comment')}
            </Button>
          )}
        </>
      }
    >
      {!r ? (
        report.error ? (
          <Alert severity="error">{t(errorMessageKey(report.error))}</Alert>
        ) : (
          <PageLoader />
        )
      ) : (
        <Stack spacing={2}>
          <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
            <Chip
              variant="outlined"
              color={STATUS_COLOR[r.Status]}
              label={t(`nearAccident.status.${r.Status}`)}
              data-testid="near-accident-status"
            />
            {r.Kansligt && <Chip variant="outlined" label={t('nearAccident.sensitive')} />}
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {t('nearAccident.when', { date: r.Datum, time: r.Tid, place: r.Plats, name: r.Rapportor })}
          </Typography>
          {(
            [
              ['what', r.Handelse],
              ['action', r.Atgard],
              ['proposal', r.Forslag],
            ] as const
          ).map(
            ([key, value]) =>
              value && (
                <div key={key}>
                  <Typography variant="subtitle2" component="h3">
                    {t(`nearAccident.field.${key}`)}
                  </Typography>
                  <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {value}
                  </Typography>
                </div>
              ),
          )}
          {r.Bilagor.length > 0 && (
            <div>
              <Typography variant="subtitle2" component="h3">
                {t('nearAccident.files')}
              </Typography>
              <Stack component="ul" sx={{ m: 0, pl: 2 }}>
                {r.Bilagor.map((f) => (
                  <li key={f.Id}>
                    <Link href={attachmentUrl(r.Id, f.Id)} target="_blank" rel="noopener">
                      {f.Filnamn}
                    </Link>
                  </li>
                ))}
              </Stack>
            </div>
          )}
          <Divider />
          <div>
            <Typography variant="subtitle2" component="h3">
              {t('nearAccident.history')}
            </Typography>
            <List dense disablePadding>
              {r.Historik.map((h, i) => (
                <ListItem key={i} disableGutters>
                  <ListItemText
                    primary={`${formatDateTime(h.At)} · ${h.Namn} · ${
                      h.Status ? t(`nearAccident.status.${h.Status}`) : t(`nearAccident.event.${h.Handelse}`)
                    }`}
                    secondary={h.Kommentar || null}
                  />
                </ListItem>
              ))}
            </List>
          </div>
          {failure && <Alert severity="error">{t(failure)}</Alert>}
          {r.Hanterare && targets.length > 0 && (
            <TextField
              select
              label={t('nearAccident.field.moveTo')}
              value={to}
              onChange={(e) => setTo(e.target.value as NearAccidentStatus | '')}
            >
              <MenuItem value="">{t('nearAccident.field.keepStatus')}</MenuItem>
              {targets.map((s) => (
                <MenuItem key={s} value={s}>
                  {t(`nearAccident.status.${s}`)}
                </MenuItem>
              ))}
            </TextField>
          )}
          {(r.Hanterare || r.Egen) && (
            <TextField
              label={t('nearAccident.field.comment')}
              value={text}
              onChange={(e) => setText(e.target.value)}
              multiline
              minRows={2}
              slotProps={{ htmlInput: { maxLength: NEAR_ACCIDENT_TEXT_MAX } }}
            />
          )}
        </Stack>
      )}
    </AppDialog>
  );
}
