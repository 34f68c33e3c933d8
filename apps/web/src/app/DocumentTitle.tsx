import { useTranslation } from 'react-i18next';
import { useRouteTitle } from './use-route-title';

/** document.title of every route: "<page> – <product>", in the user's language. */
export function DocumentTitle() {
  const { t } = useTranslation();
  const title = useRouteTitle();
  return <title>{title ? `${title} – ${t('app.name')}` : t('app.name')}</title>;
}
