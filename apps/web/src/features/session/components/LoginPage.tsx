import { useEffect } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LoginRequestSchema } from '@lonportal/domain/auth/schemas';
import { ERRORS, errorI18nKey } from '@lonportal/domain/errors/codes';
import { FormPasswordField, FormTextField } from '../../../ui/FormTextField';
import { LanguagePicker } from '../../../ui/LanguagePicker';
import { useSnackbar } from '../../../ui/snackbar';
import { safeRedirect } from '../login-redirect';
import { usePasswordLogin } from '../use-password-login';
import { SmsCodeDialog } from './SmsCodeDialog';

const LoginFormSchema = LoginRequestSchema.omit({ SMSToken: true });
type LoginForm = { Login: string; Password: string };

const knownCodes = new Set<number>(Object.values(ERRORS).map((e) => e.code));

/** SPEC §2.3 Login screen, username and password (electronic ID comes with its own issue). */
export function LoginPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { showSnackbar } = useSnackbar();
  const queryClient = useQueryClient();
  // Whoever arrives here (logout, an ended session, a new visit) leaves no earlier data behind.
  useEffect(() => queryClient.clear(), [queryClient]);
  const { control, handleSubmit, setError } = useForm<LoginForm>({
    resolver: zodResolver(LoginFormSchema),
    defaultValues: { Login: '', Password: '' },
  });
  const login = usePasswordLogin({
    redirectTo: safeRedirect(params.get('redirectTo')),
    onFieldError: (field, key) => setError(field, { message: key }, { shouldFocus: field === 'Password' }),
  });

  // SPEC §2.3: the first validation message also appears in the snackbar; the field gets focus.
  const onInvalid = (errors: FieldErrors<LoginForm>) => {
    const [field, label] = errors.Login
      ? (['Login', 'login.username'] as const)
      : (['Password', 'login.password'] as const);
    const message = errors[field]?.message;
    if (message) showSnackbar({ title: t(label), text: t(message) });
  };

  const endedCode = Number(params.get('ended'));
  const ended = knownCodes.has(endedCode) ? endedCode : null;

  return (
    <Box
      component="main"
      sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'background.default' }}
    >
      <title>{`${t('login.title')} – ${t('app.name')}`}</title>
      <Paper elevation={3} sx={{ width: '100%', maxWidth: 420, p: { xs: 3, sm: 4 } }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 3 }}>
          <img src="/favicon.svg" alt="" width={40} height={40} />
          <Typography component="h1" variant="h5" sx={{ fontWeight: 600 }}>
            {t('app.name')}
          </Typography>
        </Stack>
        <Typography component="h2" variant="h6">
          {t('login.title')}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 3 }}>
          {t('login.intro')}
        </Typography>
        {ended !== null && (
          <Alert severity="info" sx={{ mb: 3 }}>
            <AlertTitle>{t('login.sessionEnded')}</AlertTitle>
            {t(errorI18nKey(ended))}
          </Alert>
        )}
        <form noValidate onSubmit={(event) => void handleSubmit(login.submit, onInvalid)(event)}>
          <Stack spacing={2.5}>
            <FormTextField
              control={control}
              name="Login"
              label={t('login.username')}
              autoComplete="username"
              autoFocus
              required
              fullWidth
            />
            <FormPasswordField
              control={control}
              name="Password"
              label={t('login.password')}
              autoComplete="current-password"
              required
              fullWidth
            />
            <Button type="submit" variant="contained" size="large" loading={login.pending} fullWidth>
              {t('login.submit')}
            </Button>
          </Stack>
        </form>
        <Divider sx={{ my: 3 }} />
        <LanguagePicker />
      </Paper>
      {login.sms && (
        <SmsCodeDialog
          phoneHint={login.sms.phoneHint}
          validMinutes={login.sms.validMinutes}
          onConfirm={login.confirmSms}
          onCancel={login.cancelSms}
        />
      )}
    </Box>
  );
}
