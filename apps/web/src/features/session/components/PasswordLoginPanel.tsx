import { Suspense, lazy, useRef } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { LoginRequestSchema } from '@lonportal/domain/auth/schemas';
import { FormPasswordField, FormTextField } from '../../../ui/FormTextField';
import { useSnackbar } from '../../../ui/snackbar';
import { safeRedirect } from '../login-redirect';
import { usePasswordLogin } from '../use-password-login';
import type { LoginPanelProps } from './login-panel';
import { visuallyHidden } from './visually-hidden';

// Only a login that asks for an SMS code needs the dialog: a chunk of its own (issue 10).
const SmsCodeDialog = lazy(async () => ({
  default: (await import('../../../ui/SmsCodeDialog')).SmsCodeDialog,
}));

const LoginFormSchema = LoginRequestSchema.omit({ SMSToken: true });
type LoginForm = { Login: string; Password: string };
type Field = keyof LoginForm;

const LABELS: Record<Field, string> = { Login: 'login.username', Password: 'login.password' };
const FIELD_ORDER: readonly Field[] = ['Login', 'Password'];

/** SPEC §2.3 and §4 Password login: username and password, then an SMS code when required. */
export function PasswordLoginPanel({ config, reveal }: LoginPanelProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { showSnackbar } = useSnackbar();
  const formRef = useRef<HTMLFormElement>(null);
  const { control, handleSubmit, setError, setFocus } = useForm<LoginForm>({
    resolver: zodResolver(LoginFormSchema),
    defaultValues: { Login: '', Password: '' },
    shouldFocusError: false, // focusInvalid does it, after the tab is shown
  });

  // SPEC §2.3: the field gets focus, scrolled into view, its tab switched to first.
  const focusInvalid = (field: Field) => {
    reveal();
    setFocus(field);
    const input = formRef.current?.elements.namedItem(field);
    if (input instanceof HTMLElement) input.scrollIntoView({ block: 'center', behavior: 'smooth' });
  };

  const login = usePasswordLogin({
    redirectTo: safeRedirect(params.get('redirectTo')),
    onFieldError: (field, key) => {
      setError(field, { message: key });
      if (field === 'Password') focusInvalid(field);
    },
  });

  // SPEC §2.3: the first validation message also appears in an error snackbar.
  const onInvalid = (errors: FieldErrors<LoginForm>) => {
    const field = FIELD_ORDER.find((name) => errors[name]);
    if (!field) return;
    const message = errors[field]?.message;
    if (message) showSnackbar({ title: t(LABELS[field]), text: t(message) });
    focusInvalid(field);
  };

  return (
    <>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 3 }}>
        {t('login.intro')}
      </Typography>
      <form ref={formRef} noValidate onSubmit={(event) => void handleSubmit(login.submit, onInvalid)(event)}>
        <Stack spacing={2.5}>
          <FormTextField
            control={control}
            name="Login"
            label={t(LABELS.Login)}
            autoComplete="username"
            autoFocus
            required
            fullWidth
          />
          <FormPasswordField
            control={control}
            name="Password"
            label={t(LABELS.Password)}
            autoComplete="current-password"
            required
            fullWidth
          />
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
