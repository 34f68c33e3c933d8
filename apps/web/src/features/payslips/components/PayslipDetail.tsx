import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { InlineLoader } from '../../../ui/InlineLoader';
import { LoadFailed } from '../../../ui/LoadFailed';
import { usePayslip } from '../api/get-payslip';
import { PayslipView } from './PayslipView';

interface Props {
  ftgId: string;
  id: string;
  /** The payslip is not the reader's own: its employee is named. */
  showEmployee: boolean;
  /** On a phone, the way back to the list (the payslip takes the list's place). */
  onBack?: () => void;
  /** The heading takes the focus once the payslip is there (it was opened from the list). */
  focusOnShow: boolean;
}

/** One payslip, loaded by its id: the loader, a failure with a retry, or the payslip. */
export function PayslipDetail({ ftgId, id, showEmployee, onBack, focusOnShow }: Props) {
  const { t } = useTranslation();
  const slip = usePayslip(ftgId, id);
  const heading = useRef<HTMLHeadingElement>(null);
  const loaded = slip.data?.Id;
  useEffect(() => {
    if (focusOnShow && loaded) heading.current?.focus();
  }, [focusOnShow, loaded]);
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      {onBack && (
        <Button startIcon={<ArrowBack />} onClick={onBack} sx={{ alignSelf: 'flex-start' }}>
          {t('payslips.slip.back')}
        </Button>
      )}
      {slip.isPending ? (
        <InlineLoader />
      ) : slip.isError ? (
        <LoadFailed
          error={slip.error}
          onRetry={() => void slip.refetch()}
          retryText={t('payslips.retry')}
          text={t('payslips.slip.loadFailed')}
        />
      ) : (
        <PayslipView slip={slip.data} showEmployee={showEmployee} headingRef={heading} />
      )}
    </Stack>
  );
}
