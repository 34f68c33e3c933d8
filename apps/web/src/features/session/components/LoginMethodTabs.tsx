import { useState, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { LoginConfig } from '@lonportal/domain/auth/schemas';
import {
  initialLoginTab,
  loginTabs,
  readLoginMethod,
  rememberLoginMethod,
  type LoginTab,
} from '../login-method';
import { BankIdLoginPanel } from './BankIdLoginPanel';
import type { LoginPanelProps } from './login-panel';
import { PasswordLoginPanel } from './PasswordLoginPanel';

// A panel per login method; a tab shows for each one GET /loginConfig lists.
const PANELS: Partial<Record<LoginTab, ComponentType<LoginPanelProps>>> = {
  BANKID: BankIdLoginPanel,
  PASSWORD: PasswordLoginPanel,
};
const BUILT = Object.keys(PANELS) as LoginTab[];

/**
 * SPEC §2.3: a tab per login method the server offers, opening on the last used one. With one
 * method there is no tab strip, just its panel.
 */
export function LoginMethodTabs({ config, loading }: { config: LoginConfig | undefined; loading: boolean }) {
  const { t } = useTranslation();
  const tabs = loginTabs(config?.LoginMethods ?? ['PASSWORD'], BUILT);
  const [remembered] = useState(readLoginMethod);
  const [chosen, setChosen] = useState<LoginTab | null>(null);
  const active = chosen && tabs.includes(chosen) ? chosen : initialLoginTab(tabs, remembered);

  const choose = (tab: LoginTab) => {
    setChosen(tab);
    rememberLoginMethod(tab);
  };

  const panel = (tab: LoginTab) => {
    const Panel = PANELS[tab];
    return Panel ? <Panel config={config} reveal={() => flushSync(() => setChosen(tab))} /> : null;
  };

  // Until the server says which methods it offers, nothing that would then jump to another tab.
  if (loading) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
        <CircularProgress aria-label={t('login.loadingMethods')} />
      </Box>
    );
  }

  if (tabs.length === 1) return <Box sx={{ display: 'flex', flexDirection: 'column' }}>{panel(active)}</Box>;

  return (
    <>
      <Tabs
        value={active}
        onChange={(_event, tab: LoginTab) => choose(tab)}
        variant="fullWidth"
        aria-label={t('login.methods.label')}
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        {tabs.map((tab) => (
          <Tab
            key={tab}
            value={tab}
            label={t(`login.methods.${tab}`)}
            id={`login-tab-${tab}`}
            aria-controls={`login-panel-${tab}`}
          />
        ))}
      </Tabs>
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
          {panel(tab)}
        </Box>
      ))}
    </>
  );
}
