import type { DiceSource } from '../../kernel/dice.js';
import { InputError, type Problem } from '../../kernel/problems.js';
import { settle } from '../../kernel/match.js';
import type { Choices } from './combat-file.js';
import { commanderCandidates, defendingFleets } from './forces.js';
import { currentSlot, retreatOptions, seatToMove } from './flow.js';
import { cccRules } from './ruleset.js';
import type { CccCommand, CccEvent, CccOptions, CccState } from './state.js';

/** The decision the file's `choices` make at the current slot; what they leave open takes the default named here. */
export function chosenCommand(state: CccState, choices: Choices): { command: CccCommand; where: string } {
  const slot = currentSlot(state);
  const side = slot.side ?? 'attacker';
  switch (slot.kind) {
    case 'declare': {
      const own = commanderCandidates(state.file).find((c) => !c.allied);
      return {
        command: {
          type: 'declare',
          commander: choices.commander ?? own?.avatar.id ?? null,
          ...(choices.allyConsents === undefined ? {} : { allyConsents: choices.allyConsents }),
          land: choices.land ?? {},
          // Default: every fleet that may bombard does.
          bombard: choices.bombard ?? defendingFleets(state.file),
        },
        where: 'choices',
      };
    }
    case 'cards':
      return { command: { type: 'cards', cards: choices.cards?.[side]?.[String(slot.step) as '1'] ?? [] }, where: `choices.cards.${side}.${slot.step}` };
    case 'free': {
      const next = (choices.freeActions ?? []).find((a) => !state.freeActions.includes(a));
      return next === undefined ? { command: { type: 'end-free-actions' }, where: 'choices.freeActions' } : { command: { type: 'free-action', action: next }, where: 'choices.freeActions' };
    }
    case 'charge':
      return { command: { type: 'charge', announce: choices.cavalryCharge?.[side] ?? true }, where: `choices.cavalryCharge.${side}` };
    case 'siege':
      return { command: { type: 'siege', announce: choices.siegeBonus ?? true }, where: 'choices.siegeBonus' };
    case 'roll':
      return { command: { type: 'roll' }, where: 'choices' };
    default:
      return { command: { type: 'retreat', to: choices.retreat?.[side] ?? retreatOptions(state, side)[0] ?? '' }, where: `choices.retreat.${side}` };
  }
}

export interface CombatRun {
  readonly initial: CccState;
  readonly state: CccState;
  readonly events: readonly { readonly seat: string; readonly command: CccCommand; readonly events: readonly CccEvent[] }[];
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
  const events: { seat: string; command: CccCommand; events: readonly CccEvent[] }[] = [];
  for (let guard = 0; guard < 1000; guard += 1) {
    const seat = seatToMove(state);
    if (seat === undefined || stopAt?.(state) === true) break;
    const { command, where } = chosenCommand(state, choices);
    const problems = cccRules.check(state, seat, command);
    if (problems.length > 0) {
      throw new InputError(problems.map((p): Problem => ({ ...p, where: p.where === undefined ? where : `${where}.${p.where}`.replace(/\.cards\[/, '[').replace(/\.to$/, '') })));
    }
    const resolved = settle(cccRules, state, cccRules.resolve(state, seat, command, dice));
    state = resolved.state;
    events.push({ seat, command, events: resolved.events });
  }
  return { initial: from, state, events, rolls: dice.rolls };
}
