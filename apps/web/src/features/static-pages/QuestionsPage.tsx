import { useTranslation } from 'react-i18next';
import { SectionList } from './SectionList';
import { StaticPageLayout } from './StaticPageLayout';
import { translatedSections } from './static-pages';

/** SPEC §2.1 /app/questions: frequently asked questions, for the mobile app and the web. */
export function QuestionsPage() {
  const { t } = useTranslation();
  const items = translatedSections(t, 'static.questions.items', (item) => ({
    heading: String(item.q ?? ''),
    text: String(item.a ?? ''),
  }));
  return (
    <StaticPageLayout title={t('static.questions.title')} intro={t('static.questions.intro')}>
      <SectionList sections={items} />
    </StaticPageLayout>
  );
}
