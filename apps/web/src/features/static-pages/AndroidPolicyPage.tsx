import { PrivacyPolicy } from './PrivacyPolicy';

/** SPEC §2.1 /app/portal/android/policy: the Android app's privacy policy. */
export function AndroidPolicyPage() {
  return <PrivacyPolicy platform="android" />;
}
