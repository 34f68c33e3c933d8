import { useTranslation } from 'react-i18next';
import Typography from '@mui/material/Typography';

/**
 * The BankID panel's first line. Its texts ship with the login page (vite.config.ts LOGIN_TEXTS), so
 * it shows while the panel's code loads, as the page's largest text.
 */
export function BankIdIntro({ inApp }: { inApp: boolean }) {
  const { t } = useTranslation();
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary', mb: 3 }}>
      {t(inApp ? 'bankid.introApp' : 'bankid.intro')}
    </Typography>
  );
}
