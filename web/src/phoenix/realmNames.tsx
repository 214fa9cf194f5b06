import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { MonthStatus } from './month-status';

type Namer = (realm: string) => string;

// Without a status yet, a realm keeps its id: better than nothing for the moment the page loads.
const RealmNames = createContext<Namer>((realm) => realm);

/** The realms' names of a month status. */
export function realmNamer(realms: MonthStatus['seats'] | undefined): Namer {
  const names = new Map((realms ?? []).map((r) => [r.id, r.name]));
  return (realm) => names.get(realm) ?? realm;
}

/** Gives the pages below the realms' names from the month status. */
export function RealmNamesProvider({ status, children }: { readonly status: MonthStatus | undefined; readonly children: ReactNode }) {
  const realms = status?.seats;
  const namer = useMemo(() => realmNamer(realms), [realms]);
  return <RealmNames.Provider value={namer}>{children}</RealmNames.Provider>;
}

/** The name of a realm as people know it. */
export function useRealmName(): Namer {
  return useContext(RealmNames);
}
