import i18n from '../../i18n/i18n';
import { DEFAULT_BRUKARE_NAMN_TYP, applyBrukareWording } from '../../lib/brukare-wording';
import { FileFailureDialog } from './FileFailureDialog';
import { InactivityNotice } from './InactivityNotice';
import { NewVersionDialog } from './NewVersionDialog';
import { OfflineBanner } from './OfflineBanner';
import { useUncaughtErrorReports } from './use-global-errors';

// Translations may say {{brukare}} before anyone is logged in (the session sets the company's word).
applyBrukareWording(i18n, DEFAULT_BRUKARE_NAMN_TYP);

/**
 * What runs on every page, logged in or not (SPEC §2.2, §4, §8): offline banner, new-version
 * countdown, inactivity notice, the print/download failure dialog, and the reports of uncaught errors
 * (failed calls of the query cache are DataLayout's). Mounted once by RootLayout.
 */
export function GlobalBehaviours() {
  useUncaughtErrorReports();
  return (
    <>
      <OfflineBanner />
      <NewVersionDialog />
      <InactivityNotice />
      <FileFailureDialog />
    </>
  );
}
