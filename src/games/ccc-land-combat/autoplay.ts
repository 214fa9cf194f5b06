import type { DiceSource } from '../../kernel/dice.js';
import { InputError, type Problem } from '../../kernel/problems.js';
import { settle } from '../../kernel/match.js';
import type { Choices } from './combat-file.js';
import { cardRefusal } from './combat.js';
import { commanderCandidates, defendingFleets, landingFleets } from './forces.js';
import { currentSlot, retreatOptions, seatToMove, skillOwner } from './flow.js';
import { cccRules } from './ruleset.js';
import type { CccCommand, CccEvent, CccOptions, CccState } from './state.js';

/** A decision the file's `choices` leave open although the rules offered another: the narration says which default was taken. */
export type DefaultTaken = 'commander' | 'land' | 'bombard' | 'cards' | 'free' | 'charge' | 'siege' | 'retreat';

/**
 * The decision the file's `choices` make at the current slot; what they leave open takes the default named here,
 * and `defaults` lists those defaults where the rules offered something else.
 */
export function chosenCommand(state: CccState, choices: Choices): { command: CccCommand; where: string; defaults: DefaultTaken[] } {
  const slot = currentSlot(state);
  const side = slot.side ?? 'attacker';
  const file = state.file;
  const defaults: DefaultTaken[] = [];
  const open = (unset: boolean, alternatives: boolean, kind: DefaultTaken): void => {
    if (unset && alternatives) defaults.push(kind);
  };
  switch (slot.kind) {
    case 'declare': {
      const candidates = commanderCandidates(file);
      const own = candidates.find((c) => !c.allied);
      open(choices.commander === undefined, candidates.length > 1 || candidates.some((c) => c.allied), 'commander');
      open(choices.land === undefined, landingFleets(file).some((id) => (file.fleets.find((f) => f.id === id)?.units.length ?? 0) > 0), 'land');
      open(choices.bombard === undefined, defendingFleets(file).length > 0, 'bombard');
      return {
        command: {
          type: 'declare',
          commander: choices.commander ?? own?.avatar.id ?? null,
          ...(choices.allyConsents === undefined ? {} : { allyConsents: choices.allyConsents }),
          land: choices.land ?? {},
          // Default: every fleet that may bombard does.
          bombard: choices.bombard ?? defendingFleets(file),
        },
        where: 'choices',
        defaults,
      };
    }
    case 'cards': {
      const chosen = choices.cards?.[side]?.[String(slot.step) as '1'];
      const hand = state.hands[skillOwner(state, side) ?? ''] ?? [];
      const playable = hand.some((id) => {
        const card = state.tables.cards.find((c) => c.id === id);
        return card !== undefined && cardRefusal(card, side, slot.step, file, state.rules.reactionCards, state.lcdr !== null) === null;
      });
      open(chosen === undefined, playable, 'cards');
      return { command: { type: 'cards', cards: chosen ?? [] }, where: `choices.cards.${side}.${slot.step}`, defaults };
    }
    case 'free': {
      const next = (choices.freeActions ?? []).find((a) => !state.freeActions.includes(a));
      open(choices.freeActions === undefined, state.tables.freeActions.some((a) => a.id !== 'embark' && !state.freeActions.includes(a.id)), 'free');
      return next === undefined
        ? { command: { type: 'end-free-actions' }, where: 'choices.freeActions', defaults }
        : { command: { type: 'free-action', action: next }, where: 'choices.freeActions', defaults };
    }
    case 'charge':
      open(choices.cavalryCharge?.[side] === undefined, true, 'charge');
      return { command: { type: 'charge', announce: choices.cavalryCharge?.[side] ?? true }, where: `choices.cavalryCharge.${side}`, defaults };
    case 'siege':
      open(choices.siegeBonus === undefined, true, 'siege');
      return { command: { type: 'siege', announce: choices.siegeBonus ?? true }, where: 'choices.siegeBonus', defaults };
    case 'roll':
      return { command: { type: 'roll' }, where: 'choices', defaults };
    default: {
      const options = retreatOptions(state, side);
      open(choices.retreat?.[side] === undefined, options.length > 1, 'retreat');
      return { command: { type: 'retreat', to: choices.retreat?.[side] ?? options[0] ?? '' }, where: `choices.retreat.${side}`, defaults };
    }
  }
}

export interface CombatRun {
  readonly initial: CccState;
  readonly state: CccState;
  /** Each command with its events; `defaults`: what the file's choices left open (empty for a player's own decision). */
  readonly events: readonly { readonly seat: string; readonly command: CccCommand; readonly events: readonly CccEvent[]; readonly defaults?: readonly DefaultTaken[] }[];
  readonly rolls: DiceSource['rolls'];
}

/** Plays a combat file to its end with its choices; a choice the rules refuse is an InputError at its JSON path. */
export function runCombat(options: CccOptions, choices: Choices, dice: DiceSource, stopAt?: (state: CccState) => boolean): CombatRun {
  const initial = cccRules.setup(options, dice);
  return { ...continueCombat(initial, choices, dice, stopAt), initial };
}

/** Goes on from `state` with the file's choices until the end (or until `stopAt` holds). */
export function continueCombat(from: CccState, choices: Choices, dice: DiceSource, stopAt?: (state: CccState) => boolean): CombatRun {
  let state = from;
  const events: { seat: string; command: CccCommand; events: readonly CccEvent[]; defaults: readonly DefaultTaken[] }[] = [];
  for (let guard = 0; guard < 1000; guard += 1) {
    const seat = seatToMove(state);
    if (seat === undefined || stopAt?.(state) === true) break;
    const { command, where, defaults } = chosenCommand(state, choices);
    const problems = cccRules.check(state, seat, command);
    if (problems.length > 0) {
      throw new InputError(problems.map((p): Problem => ({ ...p, where: p.where === undefined ? where : `${where}.${p.where}`.replace(/\.cards\[/, '[').replace(/\.to$/, '') })));
    }
    const resolved = settle(cccRules, state, cccRules.resolve(state, seat, command, dice));
    state = resolved.state;
    events.push({ seat, command, events: resolved.events, defaults });
  }
  return { initial: from, state, events, rolls: dice.rolls };
}
