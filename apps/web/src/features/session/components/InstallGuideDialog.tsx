import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { DIALOG_WIDTH } from '@lonportal/domain/constants';
import type { Platform } from '../platform';

const PLATFORMS: readonly Platform[] = ['ios', 'android', 'desktop'];

/**
 * SPEC §2.3: how to add the portal to the home screen by hand, for browsers without an install
 * prompt. Opens on the user's own platform; the others are a tab away.
 */
export function InstallGuideDialog({ platform, onClose }: { platform: Platform; onClose: () => void }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState<Platform>(platform);
  const steps = t(`install.guide.${shown}.steps`, { returnObjects: true }) as unknown;
  const stepList = steps && typeof steps === 'object' ? Object.values(steps as Record<string, string>) : [];

  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby="install-guide-title"
      fullWidth
      sx={{ '& .MuiDialog-paper': { maxWidth: DIALOG_WIDTH } }}
    >
      <DialogTitle id="install-guide-title">{t('install.guide.title')}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>{t('install.guide.intro')}</Typography>
        <Tabs
          value={shown}
          onChange={(_event, value: Platform) => setShown(value)}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label={t('install.guide.platforms')}
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          {PLATFORMS.map((p) => (
            <Tab
              key={p}
              value={p}
              label={t(`install.guide.${p}.tab`)}
              id={`install-tab-${p}`}
              aria-controls="install-panel"
            />
          ))}
        </Tabs>
        <Box role="tabpanel" id="install-panel" aria-labelledby={`install-tab-${shown}`} sx={{ pt: 2 }}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {t(`install.guide.${shown}.heading`)}
          </Typography>
          <Box component="ol" sx={{ pl: 3, my: 1, '& li': { mb: 1 } }}>
            {stepList.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </Box>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t(`install.guide.${shown}.note`)}
          </Typography>
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button type="button" variant="contained" onClick={onClose}>
          {t('install.guide.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
