import { DashboardPage } from '../features/dashboard/DashboardPage';
import { WorkCards } from '../features/time-reporting/dashboard/WorkCards';

/** /dashboard: the start page with the time-reporting work of the user on it (issue 11). */
export function DashboardRoute() {
  return <DashboardPage work={<WorkCards />} />;
}
