import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from './LoadFailed';
import Alert from '@mui/material/Alert';
import { PageLoader } from './PageLoader';

interface Props {
  /** The employee selection (or what else the page needs first) is still loading. */
  loading: boolean;
  /** The selected employee, null while none is selected. */
  anstNr: string | null;
  /** The selected employee's data. */
  query: { isPending: boolean; error: unknown; refetch: () => unknown };
  /** Shown while no employee is selected (the time report's text unless told). */
  noEmployeeKey?: string;
  /** The label of the retry button of a failed load (the time report's unless told). */
  retryKey?: string;
  /** A text put before the error message of a failed load. */
  failedKey?: string;
  /** The page's content once the employee's data is there. */
  children: (anstNr: string) => ReactNode;
}

/**
 * The part of a page that shows the selected employee's data: a loader while loading, a notice
 * while no employee is selected, the error with a retry when loading failed, else the content.
 */
export function EmployeeQueryGate({
  loading,
  anstNr,
  query,
  noEmployeeKey = 'timeReport.page.noEmployee',
  retryKey = 'timeReport.action.retry',
  failedKey,
  children,
}: Props) {
  const { t } = useTranslation();
  if (loading || (anstNr && query.isPending)) return <PageLoader />;
  if (!anstNr) return <Alert severity="info">{t(noEmployeeKey)}</Alert>;
  if (query.error) {
    return (
      <LoadFailed
        error={query.error}
        onRetry={() => void query.refetch()}
        retryText={t(retryKey)}
        {...(failedKey ? { text: t(failedKey) } : {})}
      />
    );
  }
  return children(anstNr);
}
