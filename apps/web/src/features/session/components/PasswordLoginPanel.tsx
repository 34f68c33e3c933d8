import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useLoginForm } from '../use-login-form';
import { LoginTextField } from './LoginTextField';
import type { LoginPanelProps } from './login-panel';
import { visuallyHidden } from './visually-hidden';

// Only a login that asks for an SMS code needs the dialog: a chunk of its own.
const SmsCodeDialog = lazy(async () => ({
  default: (await import('../../../ui/SmsCodeDialog')).SmsCodeDialog,
}));

/**
 * SPEC §2.3 and §4 Password login: username and password, then an SMS code when required. Two
 * fields keep their own state (no form library on the login page); after the first
 * attempt every change validates the field again, as the other forms do.
 */
export function PasswordLoginPanel({ config, reveal }: LoginPanelProps) {
  const { t } = useTranslation();
  const { login, submit, fieldProps } = useLoginForm(reveal);

  return (
    <>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 3 }}>
        {t('login.intro')}
      </Typography>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack spacing={2.5}>
          <LoginTextField {...fieldProps('Login')} autoComplete="username" autoFocus trim />
          <LoginTextField {...fieldProps('Password')} autoComplete="current-password" password />
          <Button type="submit" variant="contained" size="large" loading={login.pending} fullWidth>
            {t('login.submit')}
          </Button>
        </Stack>
      </form>
      {config?.PasswordResetUrl && (
        <Button
          component="a"
          href={config.PasswordResetUrl}
          target="_blank"
          rel="noopener noreferrer"
          endIcon={<OpenInNewIcon aria-hidden />}
          sx={{ mt: 1.5, alignSelf: 'center' }}
          fullWidth
        >
          {t('login.forgotPassword')}
          <Box component="span" sx={visuallyHidden}>{` ${t('login.opensInNewTab')}`}</Box>
        </Button>
      )}
      {login.sms && (
        <Suspense fallback={null}>
          <SmsCodeDialog
            phoneHint={login.sms.phoneHint}
            validMinutes={login.sms.validMinutes}
            onConfirm={login.confirmSms}
            onCancel={login.cancelSms}
          />
        </Suspense>
      )}
    </>
  );
}
