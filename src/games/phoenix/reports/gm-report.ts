import type { Roll } from '../../../kernel/dice.js';
import type { Lang } from './text.js';
import type { MonthEvent } from '../turn/month/events.js';
import type { MonthOutcome } from '../turn/month/month.js';
import type { ReportDoc } from './doc.js';
import { eventLine } from './event-text.js';
import { withRealmNames } from './human-report.js';
import type { RealmName } from './realm-names.js';

/** Events that carry a battle file, the adjudicator's result and the battle's rolls, by the fight's name. */
const BATTLES: Readonly<Record<string, readonly [string, string]>> = {
  meleeApplied: ['Nahkampf', 'Melee'],
  rangedApplied: ['Fernkampf', 'Ranged fire'],
  characterCombatApplied: ['Charakterkampf', 'Character combat'],
  wizardDuelApplied: ['Zauberduell', 'Wizard duel'],
  rearguardApplied: ['Rückzugsgefecht', 'Rearguard fight'],
};
const BATTLE_EVENTS = new Set(Object.keys(BATTLES));

/** The game masters' report: every event with its audience, every roll, every battle file (docs/phoenix/reports.md). */
export interface GmReport {
  readonly format: 'arbiter-phoenix-gm-report/1';
  readonly turn: number;
  readonly turns: readonly { readonly realm: string; readonly orders: number; readonly refused: unknown[]; readonly fileProblems: unknown[] }[];
  readonly events: readonly MonthEvent[];
  readonly rolls: readonly Roll[];
  readonly battles: readonly unknown[];
  /** Every realm's id and name: the report names realms, never their ids. */
  readonly realms?: readonly RealmName[];
}

export function gmReport(outcome: MonthOutcome): GmReport {
  return {
    format: 'arbiter-phoenix-gm-report/1',
    turn: outcome.before.calendar.turn,
    turns: [...outcome.turns.values()].map((turn) => ({ realm: turn.realm, orders: turn.orders.length, refused: [...turn.refused], fileProblems: [...turn.fileProblems] })),
    events: outcome.events,
    rolls: outcome.rolls,
    battles: outcome.events.filter((e) => BATTLE_EVENTS.has(e.code)).map((e) => e.data.file),
    realms: outcome.world.realms.map((realm) => ({ id: realm.id, name: realm.name })),
  };
}

export function gmDoc(report: GmReport, lang: Lang): ReportDoc {
  // Reports kept from before realm names were listed have none: their ids stay.
  return withRealmNames(gmSections(report, lang), report.realms ?? []);
}

function battleLine(event: MonthEvent, lang: Lang): string {
  const [de, en] = BATTLES[event.code] ?? [event.code, event.code];
  const at = typeof event.data.at === 'string' ? ` ${lang === 'de' ? 'in' : 'at'} ${event.data.at}` : '';
  return lang === 'de' ? `${de}${at} (Kampfdatei im JSON-Bericht)` : `${en}${at} (battle file in the JSON report)`;
}

function gmSections(report: GmReport, lang: Lang): ReportDoc {
  const who = (event: MonthEvent) => (event.audience.to === 'all' ? '*' : event.audience.to === 'gm' ? 'SL' : event.audience.realms.join(','));
  return {
    title: lang === 'de' ? `Spielleitung — Monat ${report.turn}` : `Game masters — month ${report.turn}`,
    sections: [
      {
        heading: lang === 'de' ? 'Spielzüge' : 'Turns',
        table: {
          head: [lang === 'de' ? 'Reich' : 'Realm', lang === 'de' ? 'Befehle' : 'Orders', lang === 'de' ? 'abgelehnt' : 'refused', lang === 'de' ? 'Dateifehler' : 'file problems'],
          rows: report.turns.map((t) => [t.realm, String(t.orders), String(t.refused.length), String(t.fileProblems.length)]),
        },
      },
      {
        heading: lang === 'de' ? 'Ereignisse' : 'Events',
        table: {
          head: [lang === 'de' ? 'Schritt' : 'Step', lang === 'de' ? 'Zug von' : 'Turn of', lang === 'de' ? 'an' : 'to', lang === 'de' ? 'Regel' : 'Rule', lang === 'de' ? 'Was' : 'What'],
          rows: report.events.map((e) => [e.step, e.turnOf ?? '', who(e), e.rule, BATTLE_EVENTS.has(e.code) ? battleLine(e, lang) : eventLine(e.code, e.data, lang)]),
        },
      },
      {
        heading: lang === 'de' ? 'Würfe' : 'Rolls',
        table: { head: ['#', lang === 'de' ? 'Würfel' : 'Die', lang === 'de' ? 'Wert' : 'Value', lang === 'de' ? 'Wofür' : 'Purpose'], rows: report.rolls.map((r, i) => [String(i + 1), r.die, String(r.value), r.purpose]) },
      },
    ],
  };
}
