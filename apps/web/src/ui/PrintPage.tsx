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
import { downloadFile } from '../lib/file-transfer';

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
// the sheet fills an A4 page, in black on white whatever the theme. Paper gets the table even when
// a phone prints: the phone's list (ScreenLayouts) is for the screen only.
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
    '[data-print-wide]': { display: 'block !important' },
    '[data-print-narrow]': { display: 'none !important' },
    '.MuiAppBar-root, .MuiDrawer-root': { display: 'none !important' },
  },
});

/**
 * A print report's page: "Skriv ut" prints the sheet shown with the
 * browser, "Ladda ner PDF" saves the server's PDF (a failure opens the download failure dialog).
 */
export function PrintPage({ titleKey, facts, pdf, landscape = false, children }: Props) {
  const { t } = useTranslation();
  const title = t(titleKey);
  return (
    <Box component="main" sx={{ p: { xs: 2, sm: 3 } }}>
      <GlobalStyles styles={printCss(landscape)} />
      <Stack
        direction="row"
        spacing={1}
        role="toolbar"
        aria-label={t('print.actionsLabel')}
        sx={{
          justifyContent: 'flex-end',
          flexWrap: 'wrap',
          rowGap: 1,
          mb: 2,
          '& .MuiButton-root': { minHeight: { xs: 44, md: 0 } },
        }}
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
        {/* A wide table scrolls sideways on a narrow screen; focusable, so keyboards scroll it too. A
            phone gets a list instead (ScreenLayouts). */}
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

/**
 * A report's table on a wide screen and on paper, and the same lines as a list on a phone's screen,
 * below md where the time report turns into cards too. Both are rendered; CSS shows
 * one, so printing from a phone still prints the table (printCss).
 */
export function ScreenLayouts({ table, list }: { table: ReactNode; list: ReactNode }) {
  return (
    <>
      <Box data-print-wide="" sx={{ display: { xs: 'none', md: 'block' } }}>
        {table}
      </Box>
      <Box data-print-narrow="" sx={{ display: { xs: 'block', md: 'none' } }}>
        {list}
      </Box>
    </>
  );
}

/** A list of a report's lines on a phone: each line a block with a rule between them. */
export function PrintList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{ listStyle: 'none', m: 0, p: 0, '& > li': { py: 1.25, borderTop: 1, borderColor: 'divider' } }}
    >
      {children}
    </Box>
  );
}
