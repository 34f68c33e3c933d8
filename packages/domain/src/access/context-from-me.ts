import type { MeResponse } from '../auth/schemas';
import type { PortalInfo } from '../portal-info';
import type { AccessContext } from './route-table';

/** The access context of a logged-in user, from GET /me and GET /portalInfo (what the web has). */
export function accessContextFromMe(
  me: Pick<MeResponse, 'UserAccount' | 'FtgInfo' | 'HasPlus' | 'HasLicensOption'>,
  portal: PortalInfo,
): AccessContext {
  const { NearAccidentsReportsAdmins: _admins, ...flags } = portal;
  const f = me.FtgInfo;
  return {
    Roll: me.UserAccount.Roll,
    // The user's AnstNr belongs to their home company only.
    AnstNr: me.UserAccount.FtgId === f.FtgId && me.UserAccount.AnstNr ? me.UserAccount.AnstNr : null,
    HasPlus: me.HasPlus,
    LicensOptions: me.HasLicensOption,
    UserOptions: me.UserAccount.UserOption.map((o) => o.Option),
    Portal: flags,
    Company: {
      UseLSS: f.UseLSS,
      UseFKSignering: f.UseFKSignering,
      KalUseLonReady: f.KalUseLonReady,
      KalUseAttest: f.KalUseAttest,
      OpenResEnhet: [
        f.OpenResEnhet1,
        f.OpenResEnhet2,
        f.OpenResEnhet3,
        f.OpenResEnhet4,
        f.OpenResEnhet5,
        f.OpenResEnhet6,
      ],
    },
  };
}
