import { Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { choosesCompany, SINGLE_COMPANY_ROLES } from '@lonportal/domain/roles';
import { endCompanyChoice, pendingCompanyChoice } from '../../lib/company-choice';
import { useSession } from '../../lib/session';
import { useCompanyList } from '../../lib/reference-lists/get-company-list';
import { rememberLastUsedCompany } from '../../features/company/last-used-company';
import { canEditCompanyPicture } from '../../features/company/picture-editors';
import { meQueryKey, type MeAnswer } from '../../features/session/api/get-me';
import { ShellContext, type ShellActions } from '../../ui/shell-context';
import { useSessionSwitch } from './use-session-switch';
import { SmsCodeDialog } from '../../ui/SmsCodeDialog';
import { lazyWhenShown } from '../../ui/lazy-when-idle';

type DialogId = 'company' | 'picture' | 'password';

// The dialogs load when first opened: the cropper and the company list stay out of every page's load.
const CompanyDialog = lazyWhenShown(
  async () => (await import('../../features/company/components/CompanyDialog')).CompanyDialog,
);
const PictureDialog = lazyWhenShown(
  async () => (await import('../../features/company/components/PictureDialog')).PictureDialog,
);
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
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  // The page to open once the company is chosen, while the choice after login is asked for.
  const [choiceTarget, setChoiceTarget] = useState(pendingCompanyChoice);
  const choosing = choiceTarget !== null;
  const [dialog, setDialog] = useState<DialogId | null>(null);
  // Once loaded a dialog stays mounted, so that it can play its closing transition.
  const [loaded, setLoaded] = useState<ReadonlySet<DialogId>>(() => new Set(choosing ? ['company'] : []));
  const open = (id: DialogId) => {
    setLoaded((was) => (was.has(id) ? was : new Set(was).add(id)));
    setDialog(id);
  };
  const { switchCompany, pendingFtgId, smsStep, confirmSms, cancelSms } = useSessionSwitch();
  const roll = me.UserAccount.Roll;
  const login = me.UserAccount.Login;
  const company = me.FtgInfo;

  // SPEC §4: PER, AVD, LSS and BRU go straight to their company and never choose.
  const singleCompanyRole = SINGLE_COMPANY_ROLES.includes(roll);
  const companies = useCompanyList(!singleCompanyRole);
  const companyCount = (companies.data ?? []).filter((c) => !c.Archived).length;
  const mayChoose = choosesCompany(roll, companyCount);
  const canEditPicture = canEditCompanyPicture(roll);

  const endChoice = useCallback(() => {
    endCompanyChoice();
    setChoiceTarget(null);
    const here = location.pathname + location.search;
    if (choiceTarget !== null && choiceTarget !== here) void navigate(choiceTarget, { replace: true });
  }, [choiceTarget, location.pathname, location.search, navigate]);

  // No choice after all: FTG with one company, or no list to choose from (its failure is shown).
  const noChoice = singleCompanyRole || companies.isError || (companies.isSuccess && !mayChoose);
  useEffect(() => {
    if (choosing && noChoice) endChoice();
  }, [choosing, noChoice, endChoice]);

  // The company worked in, offered first at the next choice.
  useEffect(() => {
    if (mayChoose && !choosing) rememberLastUsedCompany(login, company.FtgId);
  }, [mayChoose, choosing, login, company.FtgId]);

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
  const close = () => setDialog(null);
  const companyChosen = () => {
    close();
    if (choosing) endChoice();
  };

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
            open={dialog === 'company' || choosing}
            onClose={companyChosen}
            login={login}
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
