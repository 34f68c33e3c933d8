import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';

/** The button that compares a chosen file with the registers, storing nothing (ADR 0029). */
export function ImportPreviewButton({ onClick, pending }: { onClick: () => void; pending: boolean }) {
  const { t } = useTranslation();
  return (
    <Button variant="contained" onClick={onClick} loading={pending} sx={{ alignSelf: 'flex-start' }}>
      {t('registers.import.preview')}
    </Button>
  );
}

/**
 * The end of an import's preview (ADR 0029): the choice to leave out the `wrong` rows, when there
 * are any, why the import waits (`blocked`, null when it does not), and the import.
 */
export function ImportActions({
  wrong,
  skipWrong,
  onSkipWrong,
  blocked,
  label,
  onImport,
  pending,
}: {
  wrong: number;
  skipWrong: boolean;
  onSkipWrong: (skip: boolean) => void;
  blocked: string | null;
  label: string;
  onImport: () => void;
  pending: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      {wrong > 0 && (
        <FormControlLabel
          control={<Checkbox checked={skipWrong} onChange={(event) => onSkipWrong(event.target.checked)} />}
          label={t('registers.import.skipWrong', { count: wrong })}
        />
      )}
      {blocked !== null && (
        <Typography variant="body2" color="text.secondary">
          {blocked}
        </Typography>
      )}
      <Button
        variant="contained"
        onClick={onImport}
        disabled={blocked !== null}
        loading={pending}
        sx={{ alignSelf: 'flex-start' }}
      >
        {label}
      </Button>
    </>
  );
}
