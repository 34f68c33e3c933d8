import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  NEAR_ACCIDENT_TEXT_MAX,
  type NearAccident,
  type NearAccidentStatus,
} from '@lonportal/domain/near-accidents/near-accidents';
import { errorMessageKey } from '../../../lib/api-client';
import { AppDialog } from '../../../ui/AppDialog';
import { PageLoader } from '../../../ui/PageLoader';
import { useNearAccidentHandling } from '../use-near-accident-handling';
import { NearAccidentReport } from './NearAccidentReport';

/** The handler's next state for the report and the comment: what the dialog's button sends. */
function HandlingFields({
  r,
  handling,
}: {
  r: NearAccident;
  handling: ReturnType<typeof useNearAccidentHandling>;
}) {
  const { t } = useTranslation();
  const { targets } = handling;
  return (
    <>
      {handling.failure && <Alert severity="error">{t(handling.failure)}</Alert>}
      {r.Hanterare && targets.length > 0 && (
        <TextField
          select
          label={t('nearAccident.field.moveTo')}
          value={handling.to}
          onChange={(e) => handling.setTo(e.target.value as NearAccidentStatus | '')}
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
          value={handling.text}
          onChange={(e) => handling.setText(e.target.value)}
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: NEAR_ACCIDENT_TEXT_MAX } }}
        />
      )}
    </>
  );
}

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
  const handling = useNearAccidentHandling(ftgId, id);
  const { report, to, text, busy } = handling;
  const r = report.data;

  return (
    <AppDialog
      open
      onClose={onClose}
      persistent={busy}
      title={t('nearAccident.detailsTitle')}
      onSubmit={(event) => {
        event.preventDefault();
        handling.send();
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
          <NearAccidentReport r={r} />
          <HandlingFields r={r} handling={handling} />
        </Stack>
      )}
    </AppDialog>
  );
}
