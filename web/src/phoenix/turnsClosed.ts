import { useEffect, useState } from 'react';
import type { MonthStatus } from './month-status';

export type TurnsClosed = NonNullable<MonthStatus['turnsClosed']>;

/** setTimeout's longest wait; a deadline further off is looked at again after it. */
const LONGEST_WAIT_MS = 2_147_483_647;

/** Whether the deadline has passed, kept current by a timer while the page is open (issue 46: the page said "near" after it passed). */
export function useDeadlinePassed(deadline: string | null): boolean {
  const at = deadline === null ? NaN : Date.parse(deadline);
  const [passed, setPassed] = useState(() => !Number.isNaN(at) && at <= Date.now());
  useEffect(() => {
    if (Number.isNaN(at)) {
      setPassed(false);
      return undefined;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const look = () => {
      const left = at - Date.now();
      setPassed(left <= 0);
      if (left > 0) timer = setTimeout(look, Math.min(left + 50, LONGEST_WAIT_MS));
    };
    look();
    return () => clearTimeout(timer);
  }, [at]);
  return passed;
}

/** Why this seat can no longer hand in or change its turn this month — as the server says, or the deadline passed while the page was open — or null. */
export function useTurnsClosed(status: MonthStatus | undefined): TurnsClosed | null {
  const passed = useDeadlinePassed(status?.deadline ?? null);
  if (status === undefined) return null;
  return status.turnsClosed ?? (passed ? 'deadline' : null);
}
