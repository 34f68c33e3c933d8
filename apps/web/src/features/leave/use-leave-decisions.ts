import { useState } from 'react';
import type { LeaveDecision } from '@lonportal/domain/leave/leave';

/** The applications chosen for a decision and the decision being asked about (DecisionDialog). */
export function useLeaveDecisions() {
  const [selected, setSelected] = useState<string[]>([]);
  const [deciding, setDeciding] = useState<{ ids: string[]; decision: LeaveDecision } | null>(null);
  return {
    selected,
    setSelected,
    toggle: (id: string) => setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id])),
    deciding,
    decide: (ids: string[], decision: LeaveDecision) => setDeciding({ ids, decision }),
    /** The dialog closed: a decision taken clears the choice. */
    decided: (decided: boolean) => {
      if (decided) setSelected([]);
      setDeciding(null);
    },
  };
}
