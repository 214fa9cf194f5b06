import { api } from '../api/client';
import type { MonthStatus } from './month-status';
import { useAsync } from '../ui/useAsync';
import type { Vocabulary } from './completion';
import type { RealmMapView } from './view-types';

/** The words of this month's own view that the editor completes: armies, own hexes, figures, realms. */
export function useVocabulary(base: string, token: string, realm: string) {
  return useAsync(async (signal): Promise<Vocabulary> => {
    const { period } = await api<MonthStatus>(`${base}/period`, { token, signal });
    const view = await api<RealmMapView>(`${base}/periods/${period}/map.json`, { token, signal });
    const places = new Set([...view.own.armies.map((a) => a.at), ...view.own.strongholds.map((s) => s.at), ...view.map.hexes.filter((h) => h.owner === realm).map((h) => h.at)]);
    return {
      armies: [...view.own.armies].sort((a, b) => a.number - b.number),
      places: [...places].sort(),
      figures: [...view.own.characters, ...view.own.wizards].map(({ id, name }) => ({ id, name })),
      realms: view.realms.filter((r) => r.id !== realm),
    };
  }, [base, token, realm]);
}
