import { Suspense, lazy, useState, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import type { LoginConfig } from '@lonportal/domain/auth/schemas';
import { loadLoginPanelTexts } from '../../../i18n/i18n';
import { useEnvironment } from '../platform';
import { useBrowserValue } from '../../../lib/browser-value';
import {
  initialLoginTab,
  loginTabs,
  readLoginMethod,
  rememberLoginMethod,
  type LoginTab,
} from '../login-method';
import { BankIdIntro } from './BankIdIntro';
import { LoginTabStrip } from './LoginTabStrip';
import type { LoginPanelProps } from './login-panel';
import { PasswordLoginPanel } from './PasswordLoginPanel';

// The BankID code (its state machine, polling, account list and QR view) is a chunk of its own,
// loaded only when its panel may show, with its texts (the login page's size).
let loadingBankId: Promise<{ default: ComponentType<LoginPanelProps> }> | undefined;
const loadBankIdPanel = () =>
  (loadingBankId ??= Promise.all([import('./BankIdLoginPanel'), loadLoginPanelTexts()]).then(
    ([{ BankIdLoginPanel: panel }]) => ({ default: panel }),
    (err: unknown) => {
      loadingBankId = undefined; // asked again when the panel shows
      throw err;
    },
  ));
const BankIdLoginPanel = lazy(loadBankIdPanel);
// BankID is the first tab, so unless the password tab was used last its code is fetched now,
// beside GET /loginConfig, not once that has answered (the login page's LCP).
if (readLoginMethod() !== 'PASSWORD') void loadBankIdPanel().catch(() => undefined);

// A panel per login method; a tab shows for each one GET /loginConfig lists.
const PANELS: Partial<Record<LoginTab, ComponentType<LoginPanelProps>>> = {
  BANKID: BankIdLoginPanel,
  PASSWORD: PasswordLoginPanel,
};
const BUILT = Object.keys(PANELS) as LoginTab[];
// Panels whose code is fetched when their tab is first shown; the others mount hidden at once.
const MOUNT_WHEN_SHOWN: ReadonlySet<LoginTab> = new Set<LoginTab>(['BANKID']);

// Heights that keep the login box still while its parts load (it is centred, so any change of its
// height moves all of it: layout shift), as Chromium lays them out.
/** The BankID panel at rest; its first line (BankIdIntro) and the space below it. */
const BANKID_PANEL_PX = 311;
const BANKID_INTRO_PX = 64;

/**
 * SPEC §2.3: a tab per login method the server offers, opening on the last used one. With one
 * method there is no tab strip, just its panel.
 */
export function LoginMethodTabs({ config }: { config: LoginConfig | undefined }) {
  const { t } = useTranslation();
  const tabs = loginTabs(config?.LoginMethods ?? ['PASSWORD'], BUILT);
  const remembered = useBrowserValue(readLoginMethod, null);
  const { inApp } = useEnvironment();
  const [chosen, setChosen] = useState<LoginTab | null>(null);
  const active = chosen && tabs.includes(chosen) ? chosen : initialLoginTab(tabs, remembered);
  // The tabs shown so far: a lazy panel mounts then, so an unused method's code is never fetched.
  const [shown, setShown] = useState<readonly LoginTab[]>([]);
  if (!shown.includes(active)) setShown([...shown, active]);

  const choose = (tab: LoginTab) => {
    setChosen(tab);
    rememberLoginMethod(tab);
  };

  const spinner = (minHeight: number) => (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight }}>
      <CircularProgress aria-label={t('login.loadingMethods')} />
    </Box>
  );

  // While the BankID panel's code loads: its first line (the page's largest text, so the largest
  // paint need not wait for that code) and a spinner as tall as the rest of the panel.
  const bankIdLoading = (
    <>
      <BankIdIntro inApp={inApp} />
      {spinner(BANKID_PANEL_PX - BANKID_INTRO_PX)}
    </>
  );

  const panel = (tab: LoginTab) => {
    const Panel = PANELS[tab];
    return Panel ? (
      <Suspense fallback={tab === 'BANKID' ? bankIdLoading : spinner(240)}>
        <Panel config={config} reveal={() => flushSync(() => setChosen(tab))} />
      </Suspense>
    ) : null;
  };

  if (tabs.length === 1) return <Box sx={{ display: 'flex', flexDirection: 'column' }}>{panel(active)}</Box>;

  return (
    <>
      <LoginTabStrip
        tabs={tabs}
        active={active}
        label={t('login.methods.label')}
        tabLabel={(tab) => t(`login.methods.${tab}`)}
        onChoose={choose}
      />
      {tabs.map((tab) => (
        // Hidden, not unmounted: a half-filled form survives a look at the other tab.
        <Box
          key={tab}
          role="tabpanel"
          id={`login-panel-${tab}`}
          aria-labelledby={`login-tab-${tab}`}
          hidden={tab !== active}
          sx={{ flexDirection: 'column', display: tab === active ? 'flex' : 'none' }}
        >
          {(!MOUNT_WHEN_SHOWN.has(tab) || tab === active || shown.includes(tab)) && panel(tab)}
        </Box>
      ))}
    </>
  );
}
