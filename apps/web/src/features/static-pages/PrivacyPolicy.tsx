import { useTranslation } from 'react-i18next';
import { SectionList } from './SectionList';
import { StaticPageLayout } from './StaticPageLayout';
import { translatedSections } from './static-pages';

/**
 * The mobile app's privacy policy. Android and iOS share it; they differ in the platform's name
 * and the push service that carries notifications.
 */
export function PrivacyPolicy({ platform }: { platform: 'android' | 'ios' }) {
  const { t } = useTranslation();
  const values = {
    platform: t(`static.policy.${platform}.platform`),
    pushService: t(`static.policy.${platform}.pushService`),
  };
  const sections = translatedSections(
    t,
    'static.policy.sections',
    (entry) => ({ heading: String(entry.heading ?? ''), text: String(entry.text ?? '') }),
    values,
  );
  return (
    <StaticPageLayout title={t(`static.policy.${platform}.title`)} intro={t('static.policy.intro', values)}>
      <SectionList sections={sections} />
    </StaticPageLayout>
  );
}
