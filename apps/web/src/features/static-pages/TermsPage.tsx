import { useTranslation } from 'react-i18next';
import { SectionList } from './SectionList';
import { StaticPageLayout } from './StaticPageLayout';
import { translatedSections } from './static-pages';

const asSection = (entry: Record<string, unknown>) => ({
  heading: String(entry.heading ?? ''),
  text: String(entry.text ?? ''),
});

/** SPEC §2.1 /app/terms: the terms of use. */
export function TermsPage() {
  const { t } = useTranslation();
  return (
    <StaticPageLayout title={t('static.terms.title')} intro={t('static.terms.intro')}>
      <SectionList sections={translatedSections(t, 'static.terms.sections', asSection)} />
    </StaticPageLayout>
  );
}
