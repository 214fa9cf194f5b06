import { problemText } from '../../../kernel/problems.js';
import { realmNamer, type RealmName } from './realm-names.js';
import { counted, num, orderPlace, PRISONERS, type Lang } from './text.js';
import { UNIT_CODES, type UnitCode } from '../data/units.js';
import { unitsRp } from '../data/traders.js';
import type { Realm } from '../world/schema.js';
import type { ReportDoc } from './doc.js';
import { eventLine } from './event-text.js';
import type { RealmReport } from './realm-report.js';

/** Events every realm reads as news (R §6.9, §6.11). */
const NEWS: ReadonlySet<string> = new Set(['monthEvent', 'realmAbsent', 'absentRealmFallen']);

const L = (lang: Lang, de: string, en: string) => (lang === 'de' ? de : en);

function unitsOf(army: Partial<Record<UnitCode, number>>, lang: Lang): string {
  return UNIT_CODES.filter((u) => (army[u] ?? 0) > 0).map((u) => `${num(army[u] as number, lang)} ${u}`).join(', ');
}

/** The traders' stock, goods on their way through the portals, trade cards — shown only where the realm has them (R §6.4.1). */
function traderLines(realm: Realm, lang: Lang): string[] {
  const lines: string[] = [];
  if (realm.stock !== undefined) lines.push(`${L(lang, 'Lager auf Audvacar', 'Stock on Audvacar')}: ${unitsOf(realm.stock, lang) || '–'} (${num(unitsRp(realm.stock), lang)} RP)`);
  for (const a of realm.stockArriving ?? []) lines.push(`${L(lang, 'Von den Reichen gekauft', 'Bought from the realms')}: ${unitsOf(a.units, lang)} (${L(lang, `ab Monat ${a.turn + 1} im Lager`, `in the stock from month ${a.turn + 1}`)})`);
  for (const d of realm.deliveries ?? []) lines.push(`${L(lang, 'Lieferung der Händler', 'Delivery from the traders')}: ${d.post}, ${L(lang, 'Heer', 'army')} ${d.army}: ${unitsOf(d.units, lang)} (${L(lang, 'zu Beginn des nächsten Zuges', 'at the start of the next turn')})`);
  if (realm.tradeCards !== undefined) lines.push(`${L(lang, 'Handelskarten', 'Trade cards')}: ${realm.tradeCards.map((c) => `${c.card} ${num(c.count, lang)}`).join(', ')}`);
  return lines;
}

/** Realm ids written as the realms' names, wherever a line names one. */
export function withRealmNames(doc: ReportDoc, realms: readonly RealmName[]): ReportDoc {
  const name = realmNamer(realms);
  return {
    title: name(doc.title),
    sections: doc.sections.map((section) => ({
      heading: name(section.heading),
      ...(section.lines === undefined ? {} : { lines: section.lines.map(name) }),
      ...(section.table === undefined ? {} : { table: { head: section.table.head.map(name), rows: section.table.rows.map((row) => row.map(name)) } }),
    })),
  };
}

/** The human report of a realm, from its machine report: nothing in it that the machine report does not hold. */
export function humanReport(report: RealmReport, lang: Lang): ReportDoc {
  // Reports kept from before realm names were listed have none: their ids stay.
  return withRealmNames(reportDoc(report, lang), report.public.realms ?? []);
}

function reportDoc(report: RealmReport, lang: Lang): ReportDoc {
  const realm = report.own.realm;
  const funds = (realm.specialFunds ?? []).map((f) => `${f.at}: ${num(f.gold, lang)} GS`);
  return {
    title: `${realm.name} — ${report.month.name} ${L(lang, 'im Jahr', 'of year')} ${report.month.year} (${L(lang, 'Monat', 'month')} ${report.month.turn})`,
    sections: [
      {
        heading: L(lang, 'Reich', 'Realm'),
        lines: [
          `${L(lang, 'Staatsschatz', 'Treasury')}: ${num(realm.treasury, lang)} GS`,
          `${L(lang, 'Besondere Einnahmen in Rüstorten', 'Special income in strongholds')}: ${funds.length > 0 ? funds.join('; ') : '–'}`,
          `${L(lang, 'Hauptstadt', 'Capital')}: ${realm.capital ?? '–'}`,
          `${L(lang, 'Gemarken', 'Hexes')}: ${report.own.hexes.length}`,
          `${L(lang, 'Zugreihenfolge', 'Turn order')}: ${report.public.turnOrder.map((order) => order.join(', ')).join(' / ')}`,
          ...traderLines(realm, lang),
        ],
      },
      {
        // The news ticker of R §6.11: the month's events and the realms absent (P-234).
        heading: L(lang, 'Neuigkeiten', 'News'),
        lines: report.learned.filter((e) => NEWS.has(e.code)).map((e) => eventLine(e.code, e.data, lang)),
      },
      {
        heading: L(lang, 'Heere und Flotten', 'Armies and fleets'),
        table: {
          head: [L(lang, 'Nr.', 'No.'), L(lang, 'Ort', 'Place'), L(lang, 'Einheiten', 'Units'), L(lang, 'Ladung', 'Cargo')],
          rows: report.own.armies.map((army) => [
            `${army.number}${army.guard ? ' (G)' : ''}`,
            `${army.at}${army.aboard === undefined ? '' : ` (${L(lang, 'an Bord', 'aboard')} ${army.aboard})`}`,
            unitsOf(army, lang),
            army.cargo === undefined ? '' : `${num(army.cargo.gold, lang)} GS, ${counted(army.cargo.prisoners, lang, PRISONERS.de, PRISONERS.en)}`,
          ]),
        },
      },
      {
        heading: L(lang, 'Rüstorte', 'Strongholds'),
        table: {
          head: [L(lang, 'Ort', 'Place'), L(lang, 'Stufe', 'Level'), 'BP'],
          rows: report.own.strongholds.map((s) => [s.at, `${s.level}${s.building ? L(lang, ' (Baustelle)', ' (site)') : ''}${s.capitalMove ? ` (${L(lang, 'Verlegung', 'move')} ${s.capitalMove}/4)` : ''}${s.tradingPost ? L(lang, ' (Handelskontor)', ' (trading post)') : ''}`, num(s.bp, lang)]),
        },
      },
      {
        heading: L(lang, 'Charaktere und Zauberer', 'Characters and wizards'),
        table: {
          head: [L(lang, 'Name', 'Name'), L(lang, 'Ort', 'Place'), 'GP', L(lang, 'Gefangen von', 'Prisoner of')],
          rows: [...report.own.characters, ...report.own.wizards].map((f) => [f.name, f.at, num(f.gp, lang, 1), f.prisonerOf ?? '']),
        },
      },
      {
        heading: L(lang, 'Ereignisse', 'Events'),
        lines: report.learned.filter((e) => e.code !== 'refused' && !NEWS.has(e.code)).map((e) => `${e.step}: ${eventLine(e.code, e.data, lang)}`),
      },
      {
        heading: L(lang, 'Abgelehnte Befehle', 'Refused orders'),
        lines: [
          ...report.fileProblems.map((p) => `${p.where ?? ''} ${problemText(p, lang)}`.trim()),
          ...report.refused.map((r) => `${orderPlace(r, lang)}${r.order ? ` „${r.order}“` : ''}: ${lang === 'en' ? (r.messageEn ?? r.message) : r.message}`),
        ],
      },
      {
        heading: L(lang, 'Fremde Figuren auf der Karte', 'Foreign figures on the map'),
        table: {
          head: [L(lang, 'Reich', 'Realm'), L(lang, 'Figur', 'Figure'), L(lang, 'Ort', 'Place')],
          rows: [
            ...report.public.armies.map((a) => [a.realm, String(a.number), a.at]),
            ...report.public.figures.map((f) => [f.realm, f.name, f.at]),
          ],
        },
      },
    ],
  };
}
