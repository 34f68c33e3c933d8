import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { NormalbeloppPreview } from '@lonportal/domain/travel/normalbelopp';
import { countryName } from '../../lib/countries';

type PreviewYear = NormalbeloppPreview['Ar'][number];

/** A year's changes: the countries whose amount changes, those added and those removed. */
function PreviewYearChanges({ y }: { y: PreviewYear }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  return (
    <Box sx={{ mb: 2 }}>
      <Typography sx={{ fontWeight: 600 }}>
        {t('admin.travelRules.previewYear', {
          year: y.ar,
          count: y.antal,
          added: y.nya.length,
          changed: y.andrade.length,
          removed: y.borttagna.length,
        })}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 3, maxHeight: 240, overflowY: 'auto' }} tabIndex={0}>
        {y.andrade.map((r) => (
          <li key={`c-${r.landskod}`}>
            {t('admin.travelRules.changedRow', {
              country: countryName(r.landskod, lng),
              from: r.tidigare,
              to: r.belopp,
            })}
          </li>
        ))}
        {y.nya.map((r) => (
          <li key={`a-${r.landskod}`}>
            {t('admin.travelRules.addedRow', { country: r.land, amount: r.belopp })}
          </li>
        ))}
        {y.borttagna.map((r) => (
          <li key={`r-${r.landskod}`}>
            {t('admin.travelRules.removedRow', { country: r.land, amount: r.belopp })}
          </li>
        ))}
      </Box>
    </Box>
  );
}

/** What loading the source would change, year by year, before anything is replaced. */
export function NormalbeloppPreviewCard({
  preview,
  loading,
  onLoad,
  onCancel,
}: {
  preview: NormalbeloppPreview;
  loading: boolean;
  onLoad: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: 2, mt: 2, maxWidth: 900 }} data-testid="normalbelopp-preview">
      <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
        {t('admin.travelRules.previewTitle', { source: preview.Kalla })}
      </Typography>
      {preview.Ar.map((y) => (
        <PreviewYearChanges key={y.ar} y={y} />
      ))}
      <Stack direction="row" spacing={1}>
        <Button variant="contained" onClick={onLoad} loading={loading}>
          {t('admin.travelRules.load')}
        </Button>
        <Button onClick={onCancel} disabled={loading}>
          {t('admin.travelRules.cancel')}
        </Button>
      </Stack>
    </Paper>
  );
}
