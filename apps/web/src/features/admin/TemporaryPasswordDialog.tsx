import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ContentCopy from '@mui/icons-material/ContentCopy';
import { AppDialog } from '../../ui/AppDialog';

/**
 * A temporary password, shown this once (the server keeps only its hash): the login, the password
 * to read out or copy, and what happens at the next login.
 */
export function TemporaryPasswordDialog({
  shown,
  onClose,
}: {
  shown: { login: string; password: string } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const canCopy = typeof navigator !== 'undefined' && navigator.clipboard !== undefined;

  async function copy() {
    if (!shown) return;
    try {
      await navigator.clipboard.writeText(shown.password);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }

  return (
    <AppDialog
      open={shown !== null}
      onClose={onClose}
      persistent
      title={t('admin.users.temporary.title')}
      onExited={() => setCopied(false)}
      actions={
        <Button type="button" variant="contained" onClick={onClose}>
          {t('admin.users.temporary.close')}
        </Button>
      }
    >
      <Stack spacing={2}>
        <Typography>{t('admin.users.temporary.text', { login: shown?.login ?? '' })}</Typography>
        <Typography
          component="output"
          aria-label={t('admin.users.temporary.password')}
          data-testid="temporary-password"
          sx={{
            fontFamily: 'monospace',
            fontSize: '1.25rem',
            letterSpacing: '0.05em',
            wordBreak: 'break-all',
            p: 1.5,
            borderRadius: 1,
            bgcolor: 'action.hover',
          }}
        >
          {shown?.password ?? ''}
        </Typography>
        {canCopy && (
          <Button
            type="button"
            variant="outlined"
            startIcon={<ContentCopy />}
            onClick={() => void copy()}
            sx={{ alignSelf: 'flex-start' }}
          >
            {copied ? t('admin.users.temporary.copied') : t('admin.users.temporary.copy')}
          </Button>
        )}
        <Alert severity="warning">{t('admin.users.temporary.once')}</Alert>
      </Stack>
    </AppDialog>
  );
}
