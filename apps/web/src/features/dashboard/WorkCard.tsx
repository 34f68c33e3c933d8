import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** A card of the dashboard's work: a section named by its heading. */
export function WorkCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
      <Typography component="h2" variant="h6" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** A card's place while its one request is under way, or what to do when it failed. */
export function Pending({ failed }: { failed: boolean }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 96 }}>
      {failed ? (
        <Typography color="error">{t('dashboard.work.failed')}</Typography>
      ) : (
        <CircularProgress aria-label={t('dashboard.work.loading')} />
      )}
    </Box>
  );
}
