import { useMatches } from 'react-router';
import type { RouteName } from '@lonportal/domain/access/route-table';

// Which pages show the shell's employee picker and date filter (SPEC §4 selected employee and
// date filter) above their content. The dashboard and the other pages show neither.

export interface TimeFilters {
  /**
   * The selected employee (a picker, or the name when there is only one); 'own' where only an
   * employee's own view uses it (a manager's /approveTime is a table of their employees).
   */
  employee: boolean | 'own';
  /** 'period': the date filter with its period types; 'month': month by month (the calendar). */
  period: 'period' | 'month' | false;
}

export const TIME_FILTER_ROUTES: Partial<Record<RouteName, TimeFilters>> = {
  Tidrapport: { employee: true, period: 'period' },
  Kalendarie: { employee: true, period: 'month' },
  Stamplingar: { employee: true, period: 'period' },
  Compensations: { employee: true, period: 'period' },
  TravelExpenses: { employee: true, period: 'period' },
  AbsenceReports: { employee: true, period: false },
  LeaveApplications: { employee: 'own', period: false },
  ApproveTime: { employee: 'own', period: 'period' },
  Attestera: { employee: false, period: 'period' },
  TidrapportPrint: { employee: true, period: 'period' },
  ErsattningarPrint: { employee: true, period: 'period' },
  AttestlistaPrint: { employee: false, period: 'period' },
};

/** The filters of the route on screen, or null when it shows none. */
export function useTimeFilters(): TimeFilters | null {
  const matches = useMatches();
  const id = matches.at(-1)?.id;
  return (id && TIME_FILTER_ROUTES[id as RouteName]) || null;
}
