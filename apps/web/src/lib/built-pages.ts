import { createContext, useContext } from 'react';
import type { RouteName } from '@lonportal/domain/access/route-table';

/**
 * The routes the web app has a page for (app/route-pages.ts), given by the app: what is not built
 * yet is absent, from the menu and from the settings that would switch it on (/admin/portal).
 */
export const BuiltPagesContext = createContext<ReadonlySet<RouteName>>(new Set());

/** The routes the web app has a page for. */
export const useBuiltPages = (): ReadonlySet<RouteName> => useContext(BuiltPagesContext);
