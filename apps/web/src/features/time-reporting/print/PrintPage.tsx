import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Download from '@mui/icons-material/Download';
import Print from '@mui/icons-material/Print';
import { downloadFile } from '../../../lib/file-transfer';

interface Props {
  /** i18n key of the report's name (heading and document title). */
  titleKey: string;
  /** Label–value lines under the heading: company, orgnr, employee, period. */
  facts: readonly (readonly [string, string])[];
  /** The server's PDF of the same report; null while there is nothing to print. */
  pdf: { url: string; fileName: string } | null;
  landscape?: boolean;
  children: ReactNode;
}

// Printing shows only the sheet: the shell (toolbar, drawer, filters) and the buttons are hidden,
// the sheet fills an A4 page, in black on white whatever the theme.
const printCss = (landscape: boolean) => ({
  '@media print': {
    '@page': { size: landscape ? 'A4 landscape' : 'A4', margin: '12mm' },
    'html, body': { background: '#fff !important' },
    'body *': { visibility: 'hidden' },
    '[data-print-sheet], [data-print-sheet] *': { visibility: 'visible', color: '#000 !important' },
    '[data-print-sheet]': {
      position: 'absolute',
      left: 0,
      top: 0,
      width: '100%',
      margin: '0 !important',
      padding: '0 !important',
      border: '0 !important',
      boxShadow: 'none !important',
      background: '#fff !important',
    },
    '[data-print-sheet] th, [data-print-sheet] td': { borderColor: '#999 !important', padding: '2px 4px' },
    '[data-print-sheet] tr': { breakInside: 'avoid' },
    '[data-print-scroll]': { overflow: 'visible !important' },
    '[data-print-sheet] thead': { display: 'table-header-group' },
    '.MuiAppBar-root, .MuiDrawer-root': { display: 'none !important' },
  },
});

/**
 * A print report's page (issue 5 "Print and hand-off"): "Skriv ut" prints the sheet shown with the
 * browser, "Ladda ner PDF" saves the server's PDF (a failure opens the download failure dialog).
 */
export function PrintPage({ titleKey, facts, pdf, landscape = false, children }: Props) {
  const { t } = useTranslation();
  const title = t(titleKey);
  return (
    <Box component="main" sx={{ p: { xs: 2, sm: 3 } }}>
      <title>{`${title} – ${t('app.name')}`}</title>
      <GlobalStyles styles={printCss(landscape)} />
      <Stack
        direction="row"
        spacing={1}
        role="toolbar"
        aria-label={t('print.actionsLabel')}
        sx={{ justifyContent: 'flex-end', flexWrap: 'wrap', rowGap: 1, mb: 2 }}
      >
        <Button variant="outlined" startIcon={<Print />} onClick={() => window.print()} disabled={!pdf}>
          {t('print.print')}
        </Button>
        <Button
          variant="contained"
          startIcon={<Download />}
          onClick={() => pdf && void downloadFile(pdf.url, pdf.fileName)}
          disabled={!pdf}
        >
          {t('print.downloadPdf')}
        </Button>
      </Stack>
      <Paper
        data-print-sheet=""
        variant="outlined"
        sx={{ p: { xs: 2, sm: 4 }, mx: 'auto', maxWidth: landscape ? '297mm' : '210mm' }}
      >
        <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
          {title}
        </Typography>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'max-content 1fr',
            columnGap: 2,
            rowGap: 0.25,
            m: 0,
            mb: 3,
          }}
        >
          {facts.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
                {label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
        {/* A wide table scrolls sideways on a narrow screen; focusable, so keyboards scroll it too. */}
        <Box
          data-print-scroll=""
          role="region"
          aria-label={title}
          tabIndex={0}
          sx={{ overflowX: 'auto', '& th, & td': { px: 1 } }}
        >
          {children}
        </Box>
      </Paper>
    </Box>
  );
}
