import type { LoginConfig } from '@lonportal/domain/auth/schemas';

/** What every login tab's panel receives. */
export interface LoginPanelProps {
  /** GET /loginConfig, once loaded. */
  config: LoginConfig | undefined;
  /** Switches to this panel's tab at once, so a field in it can take focus (SPEC §2.3). */
  reveal: () => void;
}
