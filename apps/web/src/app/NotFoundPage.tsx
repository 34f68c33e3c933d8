import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';

/** SPEC §2.1 "any other path": a not-found page with a back button. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  // The first page of this visit has nowhere to go back to inside the app: go to the start page.
  const back = () => void (location.key === 'default' ? navigate('/') : navigate(-1));
  return (
    <Box component="main" sx={{ maxWidth: 640, mx: 'auto', px: 3, py: { xs: 6, sm: 10 } }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 600, mb: 2 }}>
        {t('notFound.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 4, overflowWrap: 'anywhere' }}>
        {t('notFound.text', { path: location.pathname })}
      </Typography>
      <Button type="button" variant="contained" startIcon={<ArrowBackIcon />} onClick={back}>
        {t('notFound.back')}
      </Button>
    </Box>
  );
}
