import { useEffect } from 'react';
import { ERRORS } from '@lonportal/domain/errors/codes';
import { DEFAULT_BRUKARE_NAMN_TYP, applyBrukareWording } from '../../lib/brukare-wording';
import { useSession } from '../../lib/session';
import i18n from '../../i18n/i18n';
import { useEndSession, useSessionEndRequests } from './use-end-session';
import { useIdleTimer } from './use-idle-timer';
import { useLiveEvents } from './use-live-events';
import { useReloadWhenRestored } from './use-reload-when-restored';

/**
 * What runs while a user is logged in (SPEC §4): the idle timer, the live events over /ws, the
 * forced logout of SPEC §8, the company's brukare wording, and a fresh load of a page the browser
 * restores from its back-forward cache. Mounted once by the session layout.
 */
export function SessionBehaviours() {
  const { me } = useSession();
  const endSession = useEndSession();
  useSessionEndRequests(endSession);
  useIdleTimer(me.UserAppSettings.InactivityTimer, () => endSession(ERRORS.SessionInactive.code));
  useLiveEvents(me.FtgInfo.FtgId);
  useReloadWhenRestored();

  // Set while rendering too (it is idempotent), so the pages rendered next already use the words.
  const brukareNamnTyp = me.FtgInfo.BrukareNamnTyp;
  applyBrukareWording(i18n, brukareNamnTyp);
  useEffect(() => {
    applyBrukareWording(i18n, brukareNamnTyp);
    return () => applyBrukareWording(i18n, DEFAULT_BRUKARE_NAMN_TYP);
  }, [brukareNamnTyp]);
  return null;
}
