import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** A part of an import's answer (its preview, or what it stored), under its heading. */
export function ImportSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack component="section" spacing={2}>
      <Typography variant="h6" component="h3">
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

/** What an import stored (ADR 0029): `text` says so, and `children` show what it changed. */
export function ImportStoredSection({ text, children }: { text: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <ImportSection title={t('registers.import.storedTitle')}>
      <Alert severity="success" role="status">
        {text}
      </Alert>
      {children}
    </ImportSection>
  );
}
