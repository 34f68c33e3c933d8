import { PrivacyPolicy } from './PrivacyPolicy';

/** SPEC §2.1 /app/portal/ios/policy: the iOS app's privacy policy. */
export function IosPolicyPage() {
  return <PrivacyPolicy platform="ios" />;
}
