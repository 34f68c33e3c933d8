import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LockClockOutlinedIcon from '@mui/icons-material/LockClockOutlined';

/** SPEC §2.2 / §4: the full-screen notice itself; InactivityNotice decides when it shows. */
export function InactivityDialog() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();

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
