import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { canSwitchCompany, SINGLE_COMPANY_ROLES } from '@lonportal/domain/roles';
import { useSession } from '../../lib/session';
import { useCompanyList } from '../../features/company/api/get-company-list';
import { canEditCompanyPicture } from '../../features/company/picture-editors';
import { meQueryKey, type MeAnswer } from '../../features/session/api/get-me';
import { ShellContext, type ShellActions } from '../../ui/shell-context';
import { useSessionSwitch } from './use-session-switch';
import { SmsCodeDialog } from '../../ui/SmsCodeDialog';

type DialogId = 'company' | 'picture' | 'password';

// The dialogs load when first opened: the cropper and the company list stay out of every page's load.
const CompanyDialog = lazy(async () => ({
  default: (await import('../../features/company/components/CompanyDialog')).CompanyDialog,
}));
const PictureDialog = lazy(async () => ({
  default: (await import('../../features/company/components/PictureDialog')).PictureDialog,
}));
const ChangePasswordDialog = lazy(async () => ({
  default: (await import('../../features/account/ChangePasswordDialog')).ChangePasswordDialog,
}));

/** The shell's dialogs (company selection, company picture, change password) and who may use them. */
export function ShellProvider({ children }: { children: ReactNode }) {
  const { me } = useSession();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<DialogId | null>(null);
  // Once loaded a dialog stays mounted, so that it can play its closing transition.
  const [loaded, setLoaded] = useState<ReadonlySet<DialogId>>(new Set());
  const open = (id: DialogId) => {
    setLoaded((was) => (was.has(id) ? was : new Set(was).add(id)));
    setDialog(id);
  };
  const { switchCompany, pendingFtgId, smsStep, confirmSms, cancelSms } = useSessionSwitch();
  const roll = me.UserAccount.Roll;
  const company = me.FtgInfo;

  // SPEC §4: PER, AVD, LSS and BRU go straight to their company and never choose.
  const singleCompanyRole = SINGLE_COMPANY_ROLES.includes(roll);
  const companies = useCompanyList(!singleCompanyRole);
  const companyCount = (companies.data ?? []).filter((c) => !c.Archived).length;
  const mayChoose = !singleCompanyRole && canSwitchCompany(roll, companyCount);
  const canEditPicture = canEditCompanyPicture(roll);

  const actions = useMemo<ShellActions>(
    () => ({
      canSwitchCompany: mayChoose,
      canEditPicture,
      openCompanyDialog: () => open('company'),
      openPictureDialog: () => open('picture'),
      openChangePassword: () => open('password'),
    }),
    [mayChoose, canEditPicture],
  );
  const close = () => setDialog(null);

  const pictureChanged = (PictureId: string) =>
    queryClient.setQueryData<MeAnswer>(meQueryKey, (old) =>
      old && !old.AutoLogoutDueToInactivity && old.FtgInfo.FtgId === company.FtgId
        ? { ...old, FtgInfo: { ...old.FtgInfo, PictureId } }
        : old,
    );

  return (
    <ShellContext value={actions}>
      {children}
      {smsStep && (
        <SmsCodeDialog
          phoneHint={smsStep.phoneHint}
          validMinutes={smsStep.validMinutes}
          onConfirm={confirmSms}
          onCancel={cancelSms}
        />
      )}
      <Suspense fallback={null}>
        {mayChoose && loaded.has('company') && (
          <CompanyDialog
            open={dialog === 'company'}
            onClose={close}
            login={me.UserAccount.Login}
            currentFtgId={company.FtgId}
            pendingFtgId={pendingFtgId}
            onSelect={(ftgId) => (ftgId === company.FtgId ? close() : switchCompany(ftgId, close))}
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
