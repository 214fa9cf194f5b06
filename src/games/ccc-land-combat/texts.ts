import type { Roll } from '../../kernel/dice.js';
import { NATIVES, type SideName } from './combat-file.js';
import type { CombatRun } from './autoplay.js';
import type { SideRoll } from './combat.js';
import type { Odds } from './odds.js';
import type { CccEvent, CccState } from './state.js';

export type Lang = 'en' | 'de';

/** The purposes of the rolls (recorded in English in the log) in German. */
export const PURPOSE_DE: Record<string, string> = { 'LC DR attacker': 'LC DR Angreifer', 'LC DR defender': 'LC DR Verteidiger', 'natives retreat': 'Rückzug der Ureinwohner' };

const T = {
  en: {
    attacker: 'attacker', defender: 'defender', vs: 'against', in: 'in',
    step: ['Declaration', 'Step 1: free actions of the defending European leader', 'Step 2: cavalry charge (attacker first)', 'Step 3: siege bonus (attacker only, not in the basic game)', 'Step 4: land combat round (LC DR)', 'Step 5: retreats', 'Step 6: end of land combat'],
    commander: (n: string) => `The defender's army commander: ${n}.`,
    allied: (n: string) => `${n} is an allied avatar: only its owner's skills (cards, advisors) modify the defender's LC DR.`,
    colonyAlone: 'No avatar is available: the colony defends itself with its garrison troops and royal regiments.',
    nativesDefend: 'The natives defend (no control marker in the land area).',
    landed: (f: string, u: string) => `${f} lands ${u}.`,
    bombard: (f: string) => `${f} supports the defence with shore bombardment.`,
    units: (s: string, u: string) => `Units of the ${s}: ${u}.`,
    none: 'none',
    overrun: (n: string) => `No garrison troops or royal regiment defend: the land area is overrun without a LC DR; ${n} loses.`,
    cards: (s: string, c: string) => `The ${s} plays ${c}.`,
    noCards: (s: string) => `The ${s} plays no card.`,
    free: (a: string) => `Free action: ${a}.`,
    charge: (s: string, y: boolean): string => (y ? `The ${s} announces a cavalry charge.` : `The ${s} announces no cavalry charge.`),
    siege: (y: boolean): string => (y ? 'The attacker announces the siege bonus.' : 'The attacker announces no siege bonus.'),
    roll: (r: Roll) => `  roll ${r.die} for ${r.purpose}: ${r.value}`,
    total: (s: string, r: SideRoll, terms: string) => `${s}: combat factor ${r.factor} + leader ${r.leader} + 2d6 (${r.dice[0]}+${r.dice[1]})${terms} = ${r.total}`,
    diff: (d: number, w: string) => `Difference ${d > 0 ? '+' : ''}${d}: the ${w} wins.`,
    hits: (s: string, n: number, r: number, e: string) => `Hits on the ${s}: ${n}${r > 0 ? ` (${r} taken off by cards)` : ''}${n > 0 ? `; eliminated: ${e}` : ''}.`,
    retreat: (s: string, to: string, what: string) => `The ${s} withdraws ${what} to ${to}.`,
    cut: (s: string, what: string, cap: string) => `The ${s} can not retreat: ${what} eliminated${cap === '' ? '' : `; the winner takes ${cap}`}.`,
    extra: (s: string, n: number, e: string) => `Extra hits on the ${s} (fewer cavalry +1, fewer artillery +2, medic −1): ${n}${n > 0 ? `; eliminated: ${e}` : ''}.`,
    glory: (n: string, c: number, why: string) => `${n}: ${c > 0 ? '+' : ''}${c} GP (${why}).`,
    why: { won: 'won the land combat', 'beaten-by-natives': 'beaten by natives' } as Record<string, string>,
    reembark: (f: string, u: string) => `Surviving units re-embark on ${f}: ${u}.`,
    fleetKept: (f: string) => `${f} lost, but loses no ships and no loaded leader.`,
    stops: 'The attacker stops moving.',
    nativesWin: (d: string, fire: boolean) => `The victorious natives destroy ${d}${fire ? ' and gain firearms (+1 AF/DF)' : ''}; they may field cavalry from now on.`,
    action: (a: string, n: string, ok: boolean): string => (ok ? `${n}'s failed ${a} counts as successful: the land combat was won; glory points for awards are still given.` : `${n}'s ${a} stays failed.`),
    result: (w: string) => `Result: the ${w} wins.`,
    odds: 'Exact outcomes of the LC DR (out of 1296 equally likely throws of 2d6 each):',
    oddsRow: (o: { winner: string; attackerLosses: number; defenderLosses: number; leadersLost: number; count: number }, total: number) =>
      `  ${o.winner} wins, attacker loses ${o.attackerLosses}, defender loses ${o.defenderLosses}${o.leadersLost > 0 ? `, leaders lost ${o.leadersLost}` : ''}: ${o.count}/${total} (${pct(o.count, total)})`,
    oddsWin: (n: number, t: number) => `Attacker wins: ${n}/${t} (${pct(n, t)}).`,
    oddsOverrun: 'Overrun without a LC DR: the attacker wins for certain.',
  },
  de: {
    attacker: 'Angreifer', defender: 'Verteidiger', vs: 'gegen', in: 'in',
    step: ['Deklaration', 'Schritt 1: Freie Aktionen für einen europäischen Anführer, der sich verteidigt', 'Schritt 2: Kavallerieattacke deklarieren (Angreifer zuerst)', 'Schritt 3: Belagerungsbonus deklarieren (nur Angreifer, nicht im Grundspiel)', 'Schritt 4: Landkampfrunde (LC DR)', 'Schritt 5: Rückzüge', 'Schritt 6: Ende des Landkampfes'],
    commander: (n: string) => `Anführer der Armee des Verteidigers: ${n}.`,
    allied: (n: string) => `${n} ist ein verbündeter Avatar: nur die Eigenschaften seines Besitzers (Karten, Berater) modifizieren den LC DR des Verteidigers.`,
    colonyAlone: 'Kein Avatar steht zur Verfügung: die Kolonie verteidigt sich selbst mit Garnisonstruppen und königlichen Regimentern.',
    nativesDefend: 'Die Ureinwohner verteidigen (kein Kontrollmarker im Landgebiet).',
    landed: (f: string, u: string) => `${f} lädt aus: ${u}.`,
    bombard: (f: string) => `${f} nimmt mit Unterstützungsfeuer an der Verteidigung teil.`,
    units: (s: string, u: string) => `Einheiten des ${s}s: ${u}.`,
    none: 'keine',
    overrun: (n: string) => `Keine Garnisonstruppen oder königlichen Regimenter: das Landgebiet wird kampflos ohne LC DR überrannt; Verlierer: ${n}.`,
    cards: (s: string, c: string) => `Der ${s} aktiviert ${c}.`,
    noCards: (s: string) => `Der ${s} aktiviert keine Karte.`,
    free: (a: string) => `Freie Aktion: ${a}.`,
    charge: (s: string, y: boolean) => (y ? `Der ${s} deklariert eine Kavallerieattacke.` : `Der ${s} deklariert keine Kavallerieattacke.`),
    siege: (y: boolean) => (y ? 'Der Angreifer deklariert den Belagerungsbonus.' : 'Der Angreifer deklariert keinen Belagerungsbonus.'),
    roll: (r: Roll) => `  Wurf ${r.die} für ${PURPOSE_DE[r.purpose] ?? r.purpose}: ${r.value}`,
    total: (s: string, r: SideRoll, terms: string) => `${s}: Kampffaktor ${r.factor} + Anführer ${r.leader} + 2W6 (${r.dice[0]}+${r.dice[1]})${terms} = ${r.total}`,
    diff: (d: number, w: string) => `Differenz ${d > 0 ? '+' : ''}${d}: der ${w} gewinnt.`,
    hits: (s: string, n: number, r: number, e: string) => `Treffer beim ${s}: ${n}${r > 0 ? ` (${r} durch Karten abgewendet)` : ''}${n > 0 ? `; vernichtet: ${e}` : ''}.`,
    retreat: (s: string, to: string, what: string) => `Der ${s} zieht sich mit ${what} nach ${to} zurück.`,
    cut: (s: string, what: string, cap: string) => `Der ${s} kann sich nicht zurückziehen: ${what} vernichtet${cap === '' ? '' : `; der Sieger erbeutet ${cap}`}.`,
    extra: (s: string, n: number, e: string) => `Zusätzliche Treffer beim ${s} (weniger Kavallerie +1, weniger Artillerie +2, Arzt −1): ${n}${n > 0 ? `; vernichtet: ${e}` : ''}.`,
    glory: (n: string, c: number, why: string) => `${n}: ${c > 0 ? '+' : ''}${c} Ruhmespunkte (${why}).`,
    why: { won: 'Landkampf gewonnen', 'beaten-by-natives': 'von Ureinwohnern besiegt' } as Record<string, string>,
    reembark: (f: string, u: string) => `Überlebende Einheiten werden wieder auf ${f} eingeladen: ${u}.`,
    fleetKept: (f: string) => `${f} hat verloren, aber keine Schiffe oder aufgeladenen Anführer werden vernichtet.`,
    stops: 'Der Angreifer beendet seine Bewegung.',
    nativesWin: (d: string, fire: boolean) => `Die siegreichen Ureinwohner zerstören ${d}${fire ? ' und erlangen Schusswaffen (+1 AF/DF)' : ''}; sie dürfen ab jetzt Kavallerie aufstellen.`,
    action: (a: string, n: string, ok: boolean) => (ok ? `Der misslungene ${a} von ${n} gilt als erfolgreich: der Landkampf wurde gewonnen; Ruhmespunkte für Errungenschaften werden weiterhin vergeben.` : `Der ${a} von ${n} bleibt misslungen.`),
    result: (w: string) => `Ergebnis: der ${w} gewinnt.`,
    odds: 'Genaue Ergebnisse des LC DR (von 1296 gleich wahrscheinlichen Würfen mit je 2W6):',
    oddsRow: (o: { winner: string; attackerLosses: number; defenderLosses: number; leadersLost: number; count: number }, total: number) =>
      `  ${o.winner === 'attacker' ? 'Angreifer' : 'Verteidiger'} gewinnt, Angreifer verliert ${o.attackerLosses}, Verteidiger verliert ${o.defenderLosses}${o.leadersLost > 0 ? `, Anführer verloren ${o.leadersLost}` : ''}: ${o.count}/${total} (${pct(o.count, total, 'de')})`,
    oddsWin: (n: number, t: number) => `Angreifer gewinnt: ${n}/${t} (${pct(n, t, 'de')}).`,
    oddsOverrun: 'Überrannt ohne LC DR: der Angreifer gewinnt sicher.',
  },
};

/** A share as a percentage with one decimal, computed in whole numbers (no float noise). */
export function pct(n: number, total: number, lang: Lang = 'en'): string {
  const tenths = Math.round((n * 1000) / total);
  const text = `${Math.floor(tenths / 10)}.${tenths % 10} %`;
  return lang === 'de' ? text.replace('.', ',') : text;
}

export function texts(lang: Lang): (typeof T)['en'] {
  return T[lang];
}

function names(state: CccState, lang: Lang, ids: readonly string[]): string {
  if (ids.length === 0) return T[lang].none;
  const unitName = (id: string): string => {
    const u = [...state.units.attacker, ...state.units.defender].find((x) => x.id === id);
    const avatar = state.file.avatars.find((a) => a.id === id);
    if (avatar !== undefined) return avatar.name;
    return u === undefined ? id : `${state.tables.units[u.type]?.name[lang] ?? u.type} (${id})`;
  };
  return ids.map(unitName).join(', ');
}

function termName(state: CccState, lang: Lang, id: string): string {
  if (id === 'bombardment') return lang === 'de' ? 'Unterstützungsfeuer' : 'shore bombardment';
  if (id.startsWith('card:')) return state.tables.cards.find((c) => c.id === id.slice(5))?.name[lang] ?? id;
  return state.tables.modifiers.find((m) => m.id === id)?.name[lang] ?? id;
}

export function describeEvent(state: CccState, lang: Lang, e: CccEvent): string[] {
  const t = T[lang];
  const side = (s: SideName): string => t[s];
  const fleetName = (id: string): string => state.file.fleets.find((f) => f.id === id)?.name ?? id;
  switch (e.type) {
    case 'declared': {
      const out: string[] = [];
      const commander = state.file.avatars.find((a) => a.id === e.commander);
      if (state.file.defender === NATIVES) out.push(t.nativesDefend);
      else if (commander === undefined) out.push(t.colonyAlone);
      else out.push(t.commander(commander.name), ...(e.allied ? [t.allied(commander.name)] : []));
      const byFleet = new Map<string, string[]>();
      for (const l of e.landed) byFleet.set(l.fleet, [...(byFleet.get(l.fleet) ?? []), l.unit]);
      for (const [f, u] of byFleet) out.push(t.landed(fleetName(f), names(state, lang, u)));
      for (const f of e.bombard) out.push(t.bombard(fleetName(f)));
      out.push(t.units(side('attacker'), names(state, lang, e.units.attacker.map((u) => u.id))), t.units(side('defender'), names(state, lang, e.units.defender.map((u) => u.id))));
      return out;
    }
    case 'overrun':
      return [t.overrun(e.loser)];
    case 'cards':
      return [e.cards.length === 0 ? t.noCards(side(e.side)) : t.cards(side(e.side), e.cards.map((c) => state.tables.cards.find((x) => x.id === c)?.name[lang] ?? c).join(', '))];
    case 'free-action':
      return [t.free(state.tables.freeActions.find((a) => a.id === e.action)?.name[lang] ?? e.action)];
    case 'charge':
      return [t.charge(side(e.side), e.announce)];
    case 'siege':
      return [t.siege(e.announce)];
    case 'lcdr': {
      const terms = (r: SideRoll): string => r.terms.map((x) => ` ${x.value >= 0 ? '+' : '−'} ${termName(state, lang, x.id)} ${Math.abs(x.value)}`).join('');
      return [
        t.total(side('attacker'), e.attacker, terms(e.attacker)),
        t.total(side('defender'), e.defender, terms(e.defender)),
        t.diff(e.difference, side(e.winner)),
        t.hits(side('attacker'), e.hits.attacker, e.reduced.attacker, names(state, lang, e.eliminated.attacker)),
        t.hits(side('defender'), e.hits.defender, e.reduced.defender, names(state, lang, e.eliminated.defender)),
      ];
    }
    case 'retreat': {
      const what = names(state, lang, [...e.avatars, ...e.units]);
      if (e.to === null) return [t.cut(side(e.side), what, e.captured.join(', '))];
      const to = e.to.startsWith('fleet:') ? fleetName(e.to.slice(6)) : (state.file.landArea.adjacent.find((a) => a.id === e.to)?.name ?? e.to);
      return [t.retreat(side(e.side), to, what)];
    }
    case 'end': {
      const out = [
        t.extra(side('attacker'), e.extraHits.attacker, names(state, lang, e.eliminated.attacker)),
        t.extra(side('defender'), e.extraHits.defender, names(state, lang, e.eliminated.defender)),
        t.stops,
      ];
      for (const g of e.glory) out.push(t.glory(g.nation, g.change, t.why[g.reason] ?? g.reason));
      for (const r of e.reembarked) if (r.units.length > 0) out.push(t.reembark(fleetName(r.fleet), names(state, lang, r.units)));
      for (const kept of e.fleetsKept) out.push(t.fleetKept(fleetName(kept)));
      if (e.natives !== null) out.push(t.nativesWin(e.natives.destroyed.length === 0 ? t.none : e.natives.destroyed.join(', '), e.natives.firearms && !(state.file.natives?.firearms ?? false)));
      if (e.action !== null) out.push(t.action(e.action.name, e.action.nation, e.action.succeeded));
      return out;
    }
    default:
      return [];
  }
}

/** The nations of CCC by their usual ids, and the natives; a file's own `name` comes first. */
const NATION_NAMES: Readonly<Record<string, { readonly en: string; readonly de: string }>> = {
  england: { en: 'England', de: 'England' },
  france: { en: 'France', de: 'Frankreich' },
  spain: { en: 'Spain', de: 'Spanien' },
  netherlands: { en: 'the Netherlands', de: 'die Niederlande' },
  dutch: { en: 'the Netherlands', de: 'die Niederlande' },
  portugal: { en: 'Portugal', de: 'Portugal' },
  natives: { en: 'the natives', de: 'die Ureinwohner' },
};

/** A side as a reader says it: the file's name for the nation, the usual name, else its id as written. */
export function nationName(file: CombatRun['state']['file'], id: string, lang: Lang): string {
  return file.nations[id]?.name ?? NATION_NAMES[id]?.[lang] ?? id;
}

/** The whole combat as text: each step's heading, every roll with its purpose, every event with its reason. */
export function narrate(run: CombatRun, lang: Lang): string {
  const t = T[lang];
  const s = run.state;
  const lines: string[] = [];
  const f = s.file;
  lines.push(`${f.title ?? f.landArea.name}`);
  lines.push(`${t.attacker}: ${nationName(f, f.attacker.side, lang)} ${t.vs} ${t.defender}: ${nationName(f, f.defender, lang)} ${t.in} ${f.landArea.name}${f.landArea.colony === null ? '' : ` (${f.landArea.colony.name})`}`);
  let step = -1;
  const heading = (n: number): void => {
    if (n !== step && n >= 0 && n <= 6) {
      lines.push('', `— ${t.step[n]} —`);
      step = n;
    }
  };
  // What setup resolved by itself (declaration, overrun) is in the first state, not in an event: tell it.
  const setupEvents: CccEvent[] = [];
  if (run.initial.declared) {
    setupEvents.push({ type: 'declared', commander: run.initial.commander, allied: run.initial.alliedCommander, landed: run.initial.landed, bombard: run.initial.bombard, units: run.initial.units });
    if (run.initial.overrun) setupEvents.push({ type: 'overrun', loser: f.defender });
  }
  heading(0);
  for (const e of setupEvents) lines.push(...describeEvent(s, lang, e));
  let rollAt = 0;
  const rolls = run.rolls;
  for (const c of run.events) {
    for (const e of c.events) {
      if (e.type === 'cursor') continue;
      const at = e.type === 'cards' ? e.step : e.type === 'declared' ? 0 : e.type === 'free-action' ? 1 : e.type === 'charge' ? 2 : e.type === 'siege' ? 3 : e.type === 'lcdr' ? 4 : e.type === 'retreat' ? 5 : e.type === 'end' ? 6 : step;
      heading(at);
      if (e.type === 'lcdr' || e.type === 'retreat') {
        const n = e.type === 'lcdr' ? 4 : e.roll === undefined ? 0 : rolls.length - rollAt;
        for (const r of rolls.slice(rollAt, rollAt + n)) lines.push(t.roll(r));
        rollAt += n;
      }
      lines.push(...describeEvent(s, lang, e));
    }
  }
  if (s.end !== null) {
    if (step !== 6) heading(6);
    lines.push('', t.result(t[s.winner ?? 'attacker']));
  }
  return `${lines.join('\n')}\n`;
}

export function oddsText(o: Odds, lang: Lang): string {
  const t = T[lang];
  if (o.overrun) return `${t.oddsOverrun}\n`;
  return `${[t.odds, ...o.outcomes.map((x) => t.oddsRow(x, o.total)), t.oddsWin(o.attackerWins, o.total)].join('\n')}\n`;
}
