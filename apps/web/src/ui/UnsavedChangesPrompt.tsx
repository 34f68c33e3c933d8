import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from './ConfirmDialog';

/**
 * While `when` holds, leaving the page asks Leave or Stay (SPEC §2.1, §8 UnsavedChanges); closing
 * or reloading the tab gets the browser's own question.
 */
export function UnsavedChangesPrompt({ when }: { when: boolean }) {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={t('ui.unsavedChanges.title')}
      text={t('ui.unsavedChanges.text')}
      confirmText={t('ui.unsavedChanges.leave')}
      cancelText={t('ui.unsavedChanges.stay')}
      confirmColor="error"
      onResult={(result) => (result === 'confirm' ? blocker.proceed?.() : blocker.reset?.())}
    />
  );
}
