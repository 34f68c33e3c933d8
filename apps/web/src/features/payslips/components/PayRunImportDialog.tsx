import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LONUT_IMPORT_MAX_BYTES } from '@lonportal/domain/payslips/index';
import type { ErrorDetail } from '@lonportal/domain/errors/codes';
import { AppDialog } from '../../../ui/AppDialog';
import {
  ImportChoice,
  ImportProblem,
  ImportSection,
  ImportStoredSection,
  type ImportDetailText,
} from '../../registers';
import { payslipCount, usePayRunImportState } from '../use-pay-run-import-state';
import { PayRunSummary } from './PayRunSummary';

/** The pay run's own reasons for refusing a file (the server's payslips import), in words. */
function useDetailText(): ImportDetailText {
  const { t } = useTranslation();
  return (d: ErrorDetail) => {
    if (d.Field === 'loneutbetalning' && d.Code === 'empty') return t('payslips.import.problems.empty');
    if (d.Field === 'betaldatum')
      return t('payslips.import.problems.payDay', { anstNr: d.Code === 'missing' ? '–' : d.Code });
    return null;
  };
}

interface Props {
  ftgId: string;
  open: boolean;
  onClose: () => void;
  onExited: () => void;
}

/**
 * "Läs in lönekörning" (LIC, ADM, FTG: importPayslips): the payroll program's LÖNUT file after a
 * pay run (DOMAIN §12), previewed as soon as it is chosen, then published. Each employee sees their
 * payslip from its pay day and is told then; a period imported before is replaced.
 */
export function PayRunImportDialog({ ftgId, open, onClose, onExited }: Props) {
  const { t, i18n } = useTranslation();
  const state = usePayRunImportState(ftgId);
  const detailText = useDetailText();
  const { preview, published } = state;
  // Published, the publish button goes: the focus goes to the way out rather than to nowhere.
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (published) close.current?.focus();
  }, [published]);
  return (
    <AppDialog
      open={open}
      onClose={onClose}
      onExited={onExited}
      persistent={state.pending}
      width={720}
      title={t('payslips.import.title')}
      actions={
        <>
          <Button ref={close} onClick={onClose} disabled={state.pending}>
            {t('payslips.import.close')}
          </Button>
          {preview && (
            <Button
              variant="contained"
              onClick={state.publish}
              disabled={state.blocked}
              loading={state.pending}
            >
              {t('payslips.import.publish')}
            </Button>
          )}
        </>
      }
    >
      <Stack spacing={2}>
        <Typography variant="body2">{t('payslips.import.intro')}</Typography>
        <ImportChoice
          choice={state.choice}
          label={t('payslips.import.choose')}
          accept=".xml,application/xml,text/xml"
          loading={state.choice.reading || (state.pending && !preview)}
          lng={i18n.resolvedLanguage ?? i18n.language}
        />
        {state.error !== null && (
          <ImportProblem error={state.error} maxBytes={LONUT_IMPORT_MAX_BYTES} detailText={detailText} />
        )}
        {preview && (
          <ImportSection title={t('payslips.import.previewTitle')}>
            <PayRunSummary result={preview} />
            <Typography variant="body2" role="status" sx={{ color: 'text.secondary' }}>
              {preview.Matchade.length === 0
                ? t('payslips.import.nothingMatched')
                : t('payslips.import.publishHelp')}
            </Typography>
          </ImportSection>
        )}
        {published && (
          <ImportStoredSection text={t('payslips.import.published', { n: payslipCount(published) })}>
            <PayRunSummary result={published} />
          </ImportStoredSection>
        )}
      </Stack>
    </AppDialog>
  );
}
