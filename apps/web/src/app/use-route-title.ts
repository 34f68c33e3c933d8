import { useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { routeTitleKey } from './route-titles';

/** The title of the page shown now, from the deepest route that is a page, in the user's language. */
export function useRouteTitle(): string | null {
  const { t } = useTranslation();
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const key = routeTitleKey(matches[i]!.id);
    if (key) return t(key);
  }
  return null;
}
