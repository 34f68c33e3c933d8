import { DashboardPage } from '../features/dashboard/DashboardPage';
import { WorkCards } from '../features/dashboard/WorkCards';

/** /dashboard: the start page with the time-reporting work of the user on it (SPEC §2.1). */
export function DashboardRoute() {
  return <DashboardPage work={<WorkCards />} />;
}
