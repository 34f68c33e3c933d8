// Chromium's install prompt (SPEC §2.3 add to home screen). The browser fires
// `beforeinstallprompt` once per page load, possibly before the login page is on screen, so the
// event is caught as soon as this module loads and kept until used.

/** The non-standard event Chromium fires when the web app can be installed. */
interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferred: BeforeInstallPromptEvent | null = null;

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault(); // our own button offers it, instead of the browser's mini bar
    deferred = event as BeforeInstallPromptEvent;
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
  });
}

/**
 * Shows the browser's install prompt and waits for the answer; false when the browser offered
 * none (Safari, Firefox, or not installable yet). A prompt can be used once.
 */
export async function promptInstall(): Promise<boolean> {
  const event = deferred;
  if (!event) return false;
  deferred = null;
  await event.prompt();
  await event.userChoice;
  return true;
}
