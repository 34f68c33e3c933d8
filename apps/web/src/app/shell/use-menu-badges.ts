import type { RouteName } from '@lonportal/domain/access/route-table';

/**
 * SPEC §2.2 navigation badge counts (unseen documents, an unrecovered absence report, NEW
 * near-accident reports, open leave applications). None of those features exists yet, so there
 * is nothing to count: each one adds its count here when it arrives.
 */
export function useMenuBadges(): Partial<Record<RouteName, number>> {
  return {};
}
