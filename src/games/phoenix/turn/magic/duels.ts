import { InputError } from '../../../../kernel/problems.js';
import { parseBattle } from '../../combat/battle-file.js';
import type { CombatData } from '../../combat/duel/resolve.js';
import type { DuelFile, FighterWizardInput } from '../../combat/duel/schema.js';
import { placeText } from '../../movement/step.js';
import { t } from '../../reports/text.js';
import type { Wizard } from '../../world/schema.js';
import { gmNote, type MonthContext, type RealmStep } from '../month/context.js';
import { EVERYONE, GM_ONLY, realmsOnly } from '../month/events.js';
import { hostile, withinOne } from '../movement/geography.js';
import type { PendingSpell } from './pending-spell.js';
import { emergencyTeleport, settleWizard } from './wizards.js';

/** Prisoners neither cast nor start duels (R §1.9, errata 47). */
const free = (wizard: Wizard): boolean => wizard.prisonerOf === undefined;

/** One duel: the realm whose turn it is attacks the wizards of one hostile realm standing in one hex. */
interface Conflict {
  /** The defenders' hex (dense index). */
  readonly at: number;
  readonly attacker: string;
  readonly defender: string;
  readonly attackers: readonly Wizard[];
  readonly defenders: readonly Wizard[];
  /** The pending spell that started the duel (R §1.4.3, §5.3), if any. */
  readonly spell?: PendingSpell;
}

/** Own and allied wizards at liberty in a hex: they stand together and neutralise each other (R §1.3; P-42, P-170). */
function standingWith(context: MonthContext, realm: string, index: number): Wizard[] {
  const { state } = context;
  return state.world.wizards.filter((w) => free(w) && state.place(w.at) === index && (w.realm === realm || !hostile(state, w.realm, realm, index)));
}

/** Realms with wizards at liberty in a hex that are hostile there to `realm`, by id (R §5.3 "Zauberer von verfeindeten Reichen"; P-70). */
function hostileRealmsAt(context: MonthContext, realm: string, index: number): string[] {
  const { state } = context;
  const traders = (w: Wizard) => state.loaded.realms.get(w.realm)?.kind === 'traders';
  return [...new Set(state.world.wizards.filter((w) => free(w) && w.realm !== realm && !traders(w) && state.place(w.at) === index && hostile(state, w.realm, realm, index)).map((w) => w.realm))].sort();
}

/** A wizard as the duel module reads it, in its own hex (a duel reaches the neighbouring hexes). */
function duelInput(context: MonthContext, wizard: Wizard, sideRealm: string): FighterWizardInput {
  return {
    name: wizard.id,
    gp: wizard.gp,
    zkp: Math.floor(wizard.zkp),
    class: wizard.class,
    ...(wizard.character === true ? { character: true } : {}),
    hex: placeText(context.state.place(wizard.at)),
    ...(wizard.realm === sideRealm ? {} : { realm: wizard.realm }),
  };
}

const pair = (a: string, b: string): string => `${a} ${b}`;

/**
 * The duel around a hostile realm's wizards in hex `at`: they and their allies there defend; the
 * realm's wizards in that hex and the six around it attack, each with the own and allied wizards of
 * its hex (R §1.3, §5.3; P-170).
 */
function conflictAt(context: MonthContext, realm: string, at: number, defender: string): Conflict {
  const { state } = context;
  const defenders = standingWith(context, defender, at).filter((w) => w.realm !== realm);
  const hexes = [...new Set(state.world.wizards.filter((w) => free(w) && w.realm === realm && withinOne(at, state.place(w.at))).map((w) => state.place(w.at)))].sort((a, b) => a - b);
  const attackers = hexes.flatMap((h) => standingWith(context, realm, h)).filter((w) => w.realm !== defender && !defenders.includes(w));
  return { at, attacker: realm, defender, attackers, defenders };
}

/**
 * The next conflict of the realm's wizards with hostile wizards in the same or a neighbouring hex
 * whose two wizards have not yet met in a duel of this B11: the defenders' hex lowest first, then
 * the defending realm, then the wizard (R §5.3, §3 phase 11 "bis alle Konflikte aufgelöst sind"; P-171).
 */
function nextConflict(context: MonthContext, realm: string, met: ReadonlySet<string>): Conflict | undefined {
  const { state } = context;
  // The traders' wizards are never drawn into a duel (R §6.4.1; P-280).
  const traders = (w: Wizard) => state.loaded.realms.get(w.realm)?.kind === 'traders';
  const own = state.world.wizards.filter((w) => free(w) && w.realm === realm && !traders(w));
  const opponents = state.world.wizards
    .filter((o) => free(o) && o.realm !== realm && !traders(o) && hostile(state, o.realm, realm, state.place(o.at)))
    .sort((a, b) => state.place(a.at) - state.place(b.at) || a.realm.localeCompare(b.realm) || a.id.localeCompare(b.id));
  for (const o of opponents) {
    const at = state.place(o.at);
    if (own.some((w) => withinOne(at, state.place(w.at)) && !met.has(pair(w.id, o.id)))) return conflictAt(context, realm, at, o.realm);
  }
  return undefined;
}

/**
 * One wizard duel with the duel module: the battle file built from the world, the GP changes applied,
 * the dead removed and those who lost or drew thrown back to their capital with ZKP 0 (R §5.3, errata
 * 24, 31, 45, 96; P-46). Returns the result, or undefined when the module refused the file.
 */
function fight(context: MonthContext, conflict: Conflict, met: Set<string>): CombatData | undefined {
  const { state, rules, dice } = context;
  const at = placeText(conflict.at);
  const file: DuelFile = {
    kind: 'duel',
    hex: at,
    description: `${conflict.attacker} against ${conflict.defender} at ${at}`,
    attacker: { realm: conflict.attacker, wizards: conflict.attackers.map((w) => duelInput(context, w, conflict.attacker)) },
    defender: { realm: conflict.defender, wizards: conflict.defenders.map((w) => duelInput(context, w, conflict.defender)) },
  };
  // Every attacker has now met every defender: no pair fights twice in one B11, so the loop ends (P-171).
  for (const a of conflict.attackers) for (const d of conflict.defenders) met.add(pair(a.id, d.id));
  const firstRoll = dice.rolls.length;
  let data: CombatData;
  try {
    const { kind, file: checked } = parseBattle(file, rules);
    data = kind.resolve(checked, dice, rules).data as CombatData;
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    gmNote(context, 'battleSkipped', 'R §5.3', { at, reason: 'wizard duel', problems: error.problems, file });
    return undefined;
  }
  const wizards = [...conflict.attackers, ...conflict.defenders];
  for (const w of wizards) {
    const fighter = data.fighters[w.id];
    if (fighter?.fought !== true) continue;
    w.gp = fighter.gpAfter;
    state.duelled.set(w.id, fighter.meleeGp);
  }
  const spell = conflict.spell === undefined ? {} : { spell: { wizard: conflict.spell.wizard, kind: conflict.spell.spell } };
  state.emit({ code: 'wizardDuelApplied', rule: 'R §1.3, §5.3', audience: GM_ONLY, data: { at, ...spell, file, result: data, rolls: dice.rolls.slice(firstRoll) } });
  state.emit({ code: 'wizardDuelAt', rule: 'R §5.3', audience: EVERYONE, data: { at, attacker: conflict.attacker, defender: conflict.defender } });
  for (const realm of [...new Set(wizards.map((w) => w.realm))].sort()) {
    const role = conflict.attackers.some((w) => w.realm === realm) ? 'attacker' : 'defender';
    const own = wizards
      .filter((w) => w.realm === realm && data.fighters[w.id] !== undefined)
      .map((w) => {
        const f = data.fighters[w.id] as CombatData['fighters'][string];
        return { id: w.id, name: w.name, gp: f.gp, gpAfter: f.gpAfter, zkp: f.zkp, effectiveZkp: f.effectiveZkp, zkpAfter: f.zkpAfter, fought: f.fought, hitsTaken: f.hitsTaken, died: f.died, thrownBack: f.thrownBack };
      });
    state.emit({ code: 'wizardDuel', rule: 'R §5.3, errata 45', audience: realmsOnly(realm), data: { at, role, opponent: role === 'attacker' ? conflict.defender : conflict.attacker, ...(realm === conflict.attacker ? spell : {}), wizards: own, learned: data.views[realm] ?? null } });
  }
  for (const w of wizards) {
    const fighter = data.fighters[w.id];
    if (fighter?.fought !== true || !settleWizard(context, w) || fighter.thrownBack !== true) continue;
    w.zkp = 0;
    emergencyTeleport(context, w, t(`im Zauberduell in ${at} unterlegen oder unentschieden: in die Hauptstadt zurückgeschleudert, alle ZKP verloren (R §5.3)`, `lost or drew the wizard duel at ${at}: thrown back to the capital, all ZKP lost (R §5.3)`));
  }
  return data;
}

/**
 * Spells of Spells II on a hex where wizards of a hostile realm stand start a duel, the caster
 * attacking them (R §1.4.3, §5.3); its ZKP were paid in B10. A caster that loses (or, with
 * `drawnDuelSpell: "no-effect"`, draws) goes into `duelLosers`, whose spells do nothing (P-172).
 */
function spellDuels(context: MonthContext, realm: string, met: Set<string>): void {
  const { state, rules } = context;
  for (const spell of state.pendingSpells) {
    if (spell.realm !== realm) continue;
    for (const defender of hostileRealmsAt(context, realm, spell.at)) {
      const caster = state.loaded.wizards.get(spell.wizard);
      if (caster === undefined || !free(caster)) break;
      const defenders = standingWith(context, defender, spell.at).filter((w) => w.realm !== realm);
      const data = fight(context, { at: spell.at, attacker: realm, defender, attackers: [caster], defenders, spell }, met);
      const result = data?.fighters[caster.id];
      if (result === undefined) continue;
      const beaten = result.lost > 0 || result.died || (result.drawn > 0 && rules.interpretations.drawnDuelSpell === 'no-effect');
      if (beaten) state.duelLosers.add(caster.id);
      // Thrown back or dead, the caster fights no further duel for the spell.
      if (result.thrownBack === true || result.died) break;
    }
  }
}

/**
 * B11: wizard duels of the realm whose turn it is, "bis alle Konflikte aufgelöst sind" (R §3
 * phase 11, §5.3): first the duels its Spells II started on hexes with hostile wizards (R §1.4.3),
 * then, until none is left, one duel for each hex where hostile wizards stand in or next to a hex
 * with its wizards (P-170, P-171). Walls and magic walls do not stop a duel (R §1.4.2).
 */
export const B11_WIZARD_DUELS: RealmStep = {
  id: 'B11',
  rule: 'R §1.3, §1.4.3, §5.3',
  title: t('Zauberduelle', 'Wizard duels'),
  run(context, turn) {
    context.state.duelLosers.clear();
    const met = new Set<string>();
    spellDuels(context, turn.realm, met);
    for (let conflict = nextConflict(context, turn.realm, met); conflict !== undefined; conflict = nextConflict(context, turn.realm, met)) fight(context, conflict, met);
  },
};
