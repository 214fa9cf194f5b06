import type { MonthStatus } from './month-status';
import { localized, useLang } from '../app/i18n';
import { useRealmName } from './realmNames';

/** The events' names, German first (R §6.11). */
const EVENTS: Readonly<Record<string, readonly [string, string]>> = {
  goodHarvest: ['Gute Ernte', 'Good harvest'],
  plague: ['Die Pest', 'Plague'],
  vermin: ['Ungezieferplage', 'Vermin'],
  disease: ['Krankheiten & Plagen', 'Disease and pestilence'],
};

/** The month's news as a ticker (R §6.9, §6.11): the game masters' events and the realms absent; nothing when there is none. */
export function NewsTicker({ news }: { readonly news: MonthStatus['news'] }) {
  const lang = useLang();
  const realmName = useRealmName();
  if (news === undefined) return null;
  const items = [
    ...news.events.map((e) => `${localized(lang, EVENTS[e.event] ?? [e.event, e.event])}: ${e.at.join(', ')}`),
    ...news.absent.map((realm) => localized(lang, [`${realmName(realm)} fehlt`, `${realmName(realm)} is absent`])),
  ];
  if (items.length === 0) return null;
  return (
    <p className="news-ticker" role="status" aria-label={localized(lang, ['Neuigkeiten', 'News'])}>
      <strong>{localized(lang, ['Neuigkeiten', 'News'])}:</strong> {items.join(' · ')}
    </p>
  );
}
