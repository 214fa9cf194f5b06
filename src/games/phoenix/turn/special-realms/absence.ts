import { t } from '../../reports/text.js';
import type { PhoenixRules } from '../../rules.js';
import type { Character, Wizard, World } from '../../world/schema.js';
import type { RealmStep } from '../month/context.js';
import { realmsOnly } from '../month/events.js';
import type { EventInput } from '../month/state.js';
import { hostile, neighboursOf } from '../movement/geography.js';
import { killFigure } from '../careers/death.js';
import { classOfGp } from '../magic/wizards.js';

type Figure = Character | Wizard;

/**
 * Absent characters (R §6.10, the note of errata 52): figures in the Elemental Castle take no part in
 * the month — they are set aside before it and put back after it, their GP and ZKP regenerated; a
 * figure back from the castle appears in its realm's capital at the month's start (P-187).
 */
export interface SetAside {
  readonly world: World;
  readonly castle: readonly Figure[];
  readonly events: readonly EventInput[];
}

export function setAsideAbsent(world: World): SetAside {
  const castle = [...world.characters, ...world.wizards].filter((f) => f.absence === 'castle' || f.absence === 'returns');
  if (castle.length === 0) return { world, castle: [], events: [] };
  const copy = structuredClone(world);
  const events: EventInput[] = [];
  const kept: Figure[] = [];
  for (const figure of [...copy.characters, ...copy.wizards]) {
    if (figure.absence === 'returns') {
      const capital = copy.realms.find((r) => r.id === figure.realm)?.capital;
      if (capital !== undefined) {
        figure.at = capital;
        delete figure.army;
        delete figure.absence;
        events.push({ code: 'returnedFromCastle', rule: 'R §6.10.2', audience: realmsOnly(figure.realm), data: { id: figure.id, name: figure.name, at: capital } });
        continue;
      }
      // No capital to appear in: the figure stays in the castle (P-187).
      figure.absence = 'castle';
    }
    if (figure.absence === 'castle') {
      delete figure.army;
      kept.push(figure);
    }
  }
  copy.characters = copy.characters.filter((c) => !kept.includes(c));
  copy.wizards = copy.wizards.filter((w) => !kept.includes(w));
  return { world: copy, castle: kept, events };
}

/** Puts the castle's figures back into the world at the month's end, regenerated once (errata 52; P-187). */
export function bringBack(world: World, castle: readonly Figure[], rules: PhoenixRules, emit: (event: EventInput) => void): void {
  for (const figure of castle) {
    if ('rank' in figure) {
      const gp = Math.min(figure.maxGp, Math.round((figure.gp + rules.tables.characterRules.gpRegenerationPerMonth) * 10) / 10);
      if (gp > figure.gp) emit({ code: 'regenerated', rule: 'R §6.10, errata 52', audience: realmsOnly(figure.realm), data: { id: figure.id, name: figure.name, from: figure.gp, to: gp } });
      figure.gp = Math.max(figure.gp, gp);
      world.characters.push(figure);
    } else {
      figure.class = classOfGp(figure.gp, rules);
      const zkp = Math.min(figure.gp, Math.round((figure.zkp + rules.tables.wizardClasses[figure.class].zkpPerMonth) * 10) / 10);
      if (zkp > figure.zkp) emit({ code: 'regenerated', rule: 'R §6.10, errata 52', audience: realmsOnly(figure.realm), data: { id: figure.id, name: figure.name, from: figure.zkp, to: zkp } });
      figure.zkp = Math.max(figure.zkp, zkp);
      world.wizards.push(figure);
    }
  }
}

/**
 * Before the fights of a realm's turn (B11–B15): a figure marked `away` — its player not at the meeting
 * — that would be drawn into a fight vanishes "vor dem Kampf mit einem großen PLOP ins ewige Nichts"
 * (R §6.10.4): in its hex stand units of a realm hostile to it, one of the two sides being the realm
 * whose turn it is; a wizard also with such a wizard in a neighbouring hex (a duel's reach) (P-187).
 */
export const B11_ABSENT_VANISH: RealmStep = {
  id: 'B11',
  rule: 'R §6.10.4',
  title: t('Abwesende Charaktere vor dem Kampf', 'Absent characters before the fights'),
  run(context, turn) {
    const { state } = context;
    for (const figure of [...state.world.characters, ...state.world.wizards]) {
      if (figure.absence !== 'away' || figure.prisonerOf !== undefined) continue;
      const index = state.place(figure.at);
      const foes = (realm: string, at: number) => realm !== figure.realm && hostile(state, realm, figure.realm, at) && (figure.realm === turn.realm || realm === turn.realm);
      const here = state.armiesIn(index).some((a) => foes(a.realm, index)) || [...state.world.characters, ...state.world.wizards].some((f) => f.prisonerOf === undefined && state.place(f.at) === index && foes(f.realm, index));
      const near = !('rank' in figure) && neighboursOf(index).some((n) => state.world.wizards.some((w) => w.prisonerOf === undefined && state.place(w.at) === n && foes(w.realm, n)));
      if (here || near) killFigure(context, figure.id, t('nicht anwesend und in Kampfhandlungen verstrickt: vor dem Kampf ins ewige Nichts aufgelöst (R §6.10.4)', 'not present and drawn into a fight: vanished before it (R §6.10.4)'));
    }
  },
};
