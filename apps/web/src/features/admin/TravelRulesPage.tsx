import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LoadFailed } from '../../ui/LoadFailed';
import { NormalbeloppLoader } from './NormalbeloppLoader';
import { NormalbeloppPreviewCard } from './NormalbeloppPreviewCard';
import { NormalbeloppYears } from './NormalbeloppYears';
import { useTravelRules } from './use-travel-rules';

/**
 * /admin/traktamente: Skatteverket's normalbelopp for foreign per diem, by year — the
 * tables the portal ships and the ones loaded — and loading a year from Skatteverket's open data
 * (the EntryScape JSON) as a downloaded file or by its address, with the changes shown before
 * anything is replaced. A trip in a year without a table says "missing rules for travel".
 */
export function TravelRulesPage() {
  const { t } = useTranslation();
  const rules = useTravelRules();
  const { years, preview, source, load } = rules;

  return (
    <Box component="main" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        {t('admin.travelRules.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 800 }}>
        {t('admin.travelRules.intro')}
      </Typography>

      <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
        {t('admin.travelRules.years')}
      </Typography>
      {years.isError ? (
        <LoadFailed
          error={years.error}
          onRetry={() => void years.refetch()}
          retryText={t('admin.travelRules.retry')}
        />
      ) : (
        <NormalbeloppYears years={years.data ?? []} />
      )}

      <Typography variant="h5" component="h2" sx={{ mt: 4, mb: 1 }}>
        {t('admin.travelRules.loadTitle')}
      </Typography>
      <NormalbeloppLoader rules={rules} />

      {preview && source && (
        <NormalbeloppPreviewCard
          preview={preview}
          loading={load.isPending}
          onLoad={() => load.mutate(source)}
          onCancel={rules.cancelPreview}
        />
      )}
    </Box>
  );
}
