import { useTranslation } from 'react-i18next';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';

/** The show/hide button at the end of a password input (SPEC §2.5 password input). */
export function PasswordVisibilityToggle({ shown, onToggle }: { shown: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  return (
    <InputAdornment position="end">
      <IconButton
        aria-label={t(shown ? 'common.hidePassword' : 'common.showPassword')}
        aria-pressed={shown}
        onClick={onToggle}
        edge="end"
      >
        {shown ? <VisibilityOff /> : <Visibility />}
      </IconButton>
    </InputAdornment>
  );
}
