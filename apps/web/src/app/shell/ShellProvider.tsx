import { Suspense, useMemo, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSession } from '../../lib/session';
import { canEditCompanyPicture } from '../../features/company/picture-editors';
import { meQueryKey, type MeAnswer } from '../../features/session/api/get-me';
import { ShellContext, type ShellActions } from '../../ui/shell-context';
import { useCompanyChoice } from './use-company-choice';
import { useSessionSwitch } from './use-session-switch';
import { lazyWhenShown } from '../../ui/lazy-when-idle';

type DialogId = 'company' | 'picture' | 'password';

// The dialogs load when first opened: the cropper and the company list stay out of every page's load.
const CompanyDialog = lazyWhenShown(
  async () => (await import('../../features/company/components/CompanyDialog')).CompanyDialog,
);
const PictureDialog = lazyWhenShown(
  async () => (await import('../../features/company/components/PictureDialog')).PictureDialog,
);
// The SMS step of a company switch (ADR 0017) is rare; its form code loads when it is asked for.
const SmsCodeDialog = lazyWhenShown(async () => (await import('../../ui/SmsCodeDialog')).SmsCodeDialog);
const ChangePasswordDialog = lazyWhenShown(
  async () => (await import('../../features/account/ChangePasswordDialog')).ChangePasswordDialog,
);

/**
 * The shell's dialogs (company selection, company picture, change password) and who may use them;
 * and the company choice after login (SPEC §4 Company selection, ADR 0017): while it is asked for,
 * the pages wait, and once it is made the page the user was going to opens.
 */
export function ShellProvider({ children }: { children: ReactNode }) {
  const { me } = useSession();
  const { choosing, mayChoose, endChoice } = useCompanyChoice();
  const { dialog, loaded, open, close } = useShellDialogs(choosing);
  const { switchCompany, pendingFtgId, smsStep, confirmSms, cancelSms } = useSessionSwitch();
  const company = me.FtgInfo;

  const canEditPicture = canEditCompanyPicture(me.UserAccount.Roll);

  const actions = useMemo<ShellActions>(
    () => ({
      canSwitchCompany: mayChoose,
      canEditPicture,
      choosingCompany: choosing,
      openCompanyDialog: () => open('company'),
      openPictureDialog: () => open('picture'),
      openChangePassword: () => open('password'),
    }),
    [mayChoose, canEditPicture, choosing],
  );
  const companyChosen = () => {
    close();
    if (choosing) endChoice();
  };

  const pictureChanged = usePictureChanged(company.FtgId);

  return (
    <ShellContext value={actions}>
      {children}
      <Suspense fallback={null}>
        {smsStep && (
          <SmsCodeDialog
            phoneHint={smsStep.phoneHint}
            validMinutes={smsStep.validMinutes}
            onConfirm={confirmSms}
            onCancel={cancelSms}
          />
        )}
        {mayChoose && loaded.has('company') && (
          <CompanyDialog
            open={dialog === 'company' || choosing}
            onClose={companyChosen}
            login={me.UserAccount.Login}
            currentFtgId={company.FtgId}
            askedAfterLoginIn={choosing ? company.Namn : undefined}
            pendingFtgId={pendingFtgId}
            onSelect={(ftgId) =>
              ftgId === company.FtgId ? companyChosen() : switchCompany(ftgId, companyChosen)
            }
          />
        )}
        {canEditPicture && loaded.has('picture') && (
          <PictureDialog
            open={dialog === 'picture'}
            onClose={close}
            ftgId={company.FtgId}
            pictureId={company.PictureId}
            companyName={company.Namn}
            onChanged={pictureChanged}
          />
        )}
        {loaded.has('password') && <ChangePasswordDialog open={dialog === 'password'} onClose={close} />}
      </Suspense>
    </ShellContext>
  );
}

/** Which shell dialog is open, and which have loaded (once loaded a dialog stays mounted). */
function useShellDialogs(choosing: boolean) {
  const [dialog, setDialog] = useState<DialogId | null>(null);
  // Once loaded a dialog stays mounted, so that it can play its closing transition.
  const [loaded, setLoaded] = useState<ReadonlySet<DialogId>>(() => new Set());
  // The choice after login opens the company dialog (once the browser has taken a painted page over:
  // the server cannot know of the choice, ADR 0024).
  if (choosing && !loaded.has('company')) setLoaded(new Set(loaded).add('company'));
  const open = (id: DialogId) => {
    setLoaded((was) => (was.has(id) ? was : new Set(was).add(id)));
    setDialog(id);
  };
  const close = () => setDialog(null);
  return { dialog, loaded, open, close };
}

/** A new company picture shows at once: the session's company takes its id. */
function usePictureChanged(ftgId: string) {
  const queryClient = useQueryClient();
  return (PictureId: string) =>
    queryClient.setQueryData<MeAnswer>(meQueryKey, (old) =>
      old && !old.AutoLogoutDueToInactivity && old.FtgInfo.FtgId === ftgId
        ? { ...old, FtgInfo: { ...old.FtgInfo, PictureId } }
        : old,
    );
}
