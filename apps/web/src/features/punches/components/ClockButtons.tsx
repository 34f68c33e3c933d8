import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Coffee from '@mui/icons-material/Coffee';
import Login from '@mui/icons-material/Login';
import Logout from '@mui/icons-material/Logout';
import PlayArrow from '@mui/icons-material/PlayArrow';
import type { PunchAction } from '@lonportal/domain/punches/punches';
import type { ClockButtons as Allowed } from '../punch-view';

const big = {
  size: 'large' as const,
  sx: {
    minHeight: 64,
    flex: '1 1 140px',
    fontSize: { xs: '1rem', sm: '1.1rem' },
    px: { xs: 1.5, sm: 2.75 },
    whiteSpace: 'nowrap',
  },
};

/** The clock's big buttons, each enabled when it may be pressed now. */
export function ClockButtons({
  allowed,
  busy,
  onPress,
}: {
  allowed: Allowed;
  busy: boolean;
  onPress: (action: PunchAction) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
      <Button
        {...big}
        variant="contained"
        color="success"
        startIcon={<Login />}
        disabled={busy || !allowed.in}
        onClick={() => onPress('in')}
      >
        {t('punches.action.in')}
      </Button>
      <Button
        {...big}
        variant="contained"
        color="primary"
        startIcon={<Logout />}
        disabled={busy || !allowed.out}
        onClick={() => onPress('ut')}
      >
        {t('punches.action.out')}
      </Button>
      <Button
        {...big}
        variant="outlined"
        startIcon={<Coffee />}
        disabled={busy || !allowed.breakStart}
        onClick={() => onPress('rastStart')}
      >
        {t('punches.action.breakStart')}
      </Button>
      <Button
        {...big}
        variant="outlined"
        startIcon={<PlayArrow />}
        disabled={busy || !allowed.breakEnd}
        onClick={() => onPress('rastSlut')}
      >
        {t('punches.action.breakEnd')}
      </Button>
    </Stack>
  );
}
