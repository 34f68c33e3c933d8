// Printing the report from its dialog: only the sheet, on A4, black on white. The app behind the
// dialog is left out and the dialog lets its content run over as many pages as it needs (the
// shared PrintPage does the same for a page; a dialog is fixed and scrolls, so it is undone here).
export const overridePrintCss = {
  '@media print': {
    '@page': { size: 'A4', margin: '12mm' },
    'html, body': { background: '#fff !important' },
    '#root, .MuiBackdrop-root, [data-print-hide]': { display: 'none !important' },
    '.MuiDialog-root, .MuiDialog-container': {
      position: 'static !important',
      display: 'block !important',
      height: 'auto !important',
    },
    '.MuiDialog-paper': {
      margin: '0 !important',
      maxWidth: 'none !important',
      maxHeight: 'none !important',
      width: '100% !important',
      overflow: 'visible !important',
      boxShadow: 'none !important',
      background: '#fff !important',
    },
    '.MuiDialogTitle-root, .MuiDialogActions-root': { display: 'none !important' },
    '.MuiDialogContent-root': { overflow: 'visible !important', padding: '0 !important' },
    '[data-print-sheet], [data-print-sheet] *': { color: '#000 !important' },
    '[data-print-sheet] li': { breakInside: 'avoid' },
  },
} as const;
