import { renderWorldSvg } from '../map/svg/render.js';
import type { LoadedWorld } from '../world/loaded.js';
import { PLACE_COUNT, placeAtIndex } from '../world/places.js';
import { renderHtml } from './doc.js';
import { humanReport } from './human-report.js';
import type { RealmReport } from './realm-report.js';
import type { Lang } from './text.js';

/**
 * The provinces a realm's printed map shows: those of its hexes and armies, so that its map is
 * drawn at a scale one can read on A4 rather than the whole world on a page.
 */
export function realmProvinces(loaded: LoadedWorld, realm: string): ReadonlySet<number> {
  const provinces = new Set<number>();
  for (let index = 0; index < PLACE_COUNT; index++) if (loaded.owner[index] === realm) provinces.add(Math.floor(placeAtIndex(index) / 100));
  for (const army of loaded.world.armies) {
    const index = army.realm === realm ? loaded.placeOf.get(army.at) : undefined;
    if (index !== undefined) provinces.add(Math.floor(placeAtIndex(index) / 100));
  }
  return provinces;
}

const CAPTION: Readonly<Record<Lang, (provinces: string) => string>> = {
  de: (provinces) => `Karte nach der Auswertung, wie das Reich sie kennt${provinces === '' ? '' : `: Provinzen ${provinces}`}.`,
  en: (provinces) => `The map after the evaluation as the realm knows it${provinces === '' ? '' : `: provinces ${provinces}`}.`,
};

/** A realm's report and its map (the world after the month, as the realm sees it) as one page to print. */
export function printableReport(report: RealmReport, realm: string, lang: Lang, after: LoadedWorld): string {
  const provinces = realmProvinces(after, realm);
  // A realm with nothing left on the map is shown the whole world it knows.
  const svg = renderWorldSvg(after, provinces.size === 0 ? { realm } : { realm, provinces });
  const names = [...provinces].sort((a, b) => a - b).join(', ');
  return renderHtml(humanReport(report, lang), lang, { svg, caption: CAPTION[lang](names) });
}
