import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LockClockOutlinedIcon from '@mui/icons-material/LockClockOutlined';
import { ERRORS } from '@lonportal/domain/errors/codes';

const INACTIVE = String(ERRORS.SessionInactive.code);

/**
 * SPEC §2.2 / §4: the full-screen notice after a logout for inactivity. Every way the session can
 * end for inactivity (the idle timer, /me answering AutoLogoutDueToInactivity, a 40108 from any
 * call) leads to the login page with `ended=40108`; the notice covers it until dismissed.
 */
export function InactivityNotice() {
  const { t } = useTranslation();
  const location = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  if (location.pathname !== '/login' || params.get('ended') !== INACTIVE) return null;

  const loginAgain = () => {
    const next = new URLSearchParams(params);
    next.delete('ended');
    const query = next.toString();
    void navigate(query ? `/login?${query}` : '/login', { replace: true });
  };

  return (
    <Dialog fullScreen open aria-labelledby="inactivity-title" aria-describedby="inactivity-text">
      <Stack
        spacing={3}
        sx={{ flex: 1, alignItems: 'center', justifyContent: 'center', p: 3, textAlign: 'center' }}
      >
        <LockClockOutlinedIcon sx={{ fontSize: 72, color: 'primary.main' }} />
        <Typography id="inactivity-title" component="h1" variant="h4">
          {t('global.inactivity.title')}
        </Typography>
        <Typography id="inactivity-text" sx={{ maxWidth: 520, color: 'text.secondary' }}>
          {t('global.inactivity.text')}
        </Typography>
        <Button variant="contained" size="large" onClick={loginAgain} autoFocus>
          {t('global.inactivity.loginAgain')}
        </Button>
      </Stack>
    </Dialog>
  );
}
