import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { bankIdView, statusKey } from '../bankid-machine';
import { safeRedirect } from '../login-redirect';
import { useEnvironment } from '../platform';
import { useBankIdLogin } from '../use-bankid-login';
import { BankIdAccountList } from './BankIdAccountList';
import { BankIdProgressActions, BankIdProgressVisual } from './BankIdProgress';
import { BankIdStart } from './BankIdStart';
import type { LoginPanelProps } from './login-panel';

/**
 * SPEC §2.3 Electronic ID login panel and §4 Electronic ID login: a this-device button (not in
 * the mobile app), a mobile button with a personal number, then a QR code or spinner with the
 * status text, the account list when there is a choice, and Cancel.
 */
export function BankIdLoginPanel({ reveal }: LoginPanelProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const environment = useEnvironment();
  const login = useBankIdLogin({ redirectTo: safeRedirect(params.get('redirectTo')) });
  const { state } = login;
  const view = bankIdView(state);
  const status = statusKey(state);
  const panelRef = useRef<HTMLDivElement>(null);

  // Back at the start (cancelled, failed or ended): focus returns to the first start button,
  // unless the user has moved it elsewhere meanwhile.
  const wasIdle = useRef(true);
  useEffect(() => {
    const idle = view === 'idle';
    const focusLost =
      document.activeElement === document.body || panelRef.current?.contains(document.activeElement);
    if (idle && !wasIdle.current && focusLost)
      panelRef.current?.querySelector<HTMLElement>('[data-bankid-start]')?.focus();
    wasIdle.current = idle;
  }, [view]);

  return (
    <Box ref={panelRef} sx={{ display: 'flex', flexDirection: 'column' }}>
      {view === 'idle' && state.phase === 'idle' && (
        <>
          {state.notice && (
            <Alert severity={state.notice.severity} sx={{ mb: 2 }}>
              {t(state.notice.key)}
            </Alert>
          )}
          <BankIdStart
            inApp={environment.inApp}
            platform={environment.platform}
            preferredLogin={login.preferredLogin}
            onForgetAccount={login.forgetAccount}
            onStart={(type, persNr) => void login.start(type, persNr)}
            reveal={reveal}
          />
        </>
      )}
      {view === 'progress' && <BankIdProgressVisual state={state} />}
      {/* SPEC §2.3 status text; always in the page so that screen readers announce each change. */}
      <Typography
        role="status"
        aria-live="polite"
        variant="body1"
        sx={{ textAlign: 'center', ...(view === 'progress' && { minHeight: '3em', mt: 2 }) }}
      >
        {view === 'progress' && status ? t(status) : ''}
      </Typography>
      {view === 'progress' && <BankIdProgressActions state={state} onCancel={login.cancel} />}
      {view === 'accounts' && (state.phase === 'choosing' || state.phase === 'selecting') && (
        <BankIdAccountList
          users={state.users}
          selecting={state.phase === 'selecting' ? state.login : null}
          onChoose={login.choose}
          onCancel={login.cancel}
        />
      )}
    </Box>
  );
}
