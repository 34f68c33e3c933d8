import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { errorMessageKey } from '../lib/api-client';

/**
 * A load that failed, in place of what it would have shown: what failed, why (the error's
 * translated message) and a retry. The one shape for every page and list that loads.
 */
export function LoadFailed({
  error,
  onRetry,
  retryText,
  text,
}: {
  error: unknown;
  onRetry: () => void;
  retryText: string;
  /** What could not be loaded, before the reason. */
  text?: string;
}) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {retryText}
        </Button>
      }
    >
      {text && <>{text} </>}
      {t(errorMessageKey(error))}
    </Alert>
  );
}
