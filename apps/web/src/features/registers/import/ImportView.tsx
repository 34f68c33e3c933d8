import { useTranslation } from 'react-i18next';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CsvImport } from './CsvImport';
import { PaxmlImport } from './PaxmlImport';

/**
 * The imports of /admin/registers (LIC, ADM, FTG; ADR 0029): the registers from the payroll
 * program's PAXml file, and new employees from a CSV file. Each shows what it would do first.
 */
export function ImportView({ ftgId }: { ftgId: string }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={3}>
      {(['paxml', 'csv'] as const).map((kind) => (
        <Paper
          key={kind}
          component="section"
          variant="outlined"
          sx={{ p: { xs: 2, sm: 3 } }}
          aria-labelledby={`import-${kind}`}
        >
          <Typography id={`import-${kind}`} variant="h6" component="h2" sx={{ mb: 2 }}>
            {t(`registers.import.${kind}.title`)}
          </Typography>
          {kind === 'paxml' ? <PaxmlImport ftgId={ftgId} /> : <CsvImport ftgId={ftgId} />}
        </Paper>
      ))}
    </Stack>
  );
}
