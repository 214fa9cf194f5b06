import type { DiceSource } from '../../src/kernel/dice.js';
import type { RuleSet } from '../../src/kernel/ruleset.js';

/** A game just big enough to store: each seat adds a die roll (or a stated number) to a total. */
export interface ToyState {
  readonly total: number;
}
export type ToyCommand = { readonly roll: true } | { readonly add: number };
export interface ToyEvent {
  readonly seat: string;
  readonly added: number;
}

export const toyGame: RuleSet<ToyState, ToyCommand, ToyEvent, ToyState, { readonly start: number }> = {
  id: 'toy',
  seats: () => ['north', 'south'],
  setup: (options) => ({ total: options.start }),
  check: (_state, _seat, command) =>
    'add' in command && command.add < 0 ? [{ code: 'negative', message: 'only positive numbers' }] : [],
  resolve: (_state, seat, command, dice: DiceSource) => [
    { seat, added: 'add' in command ? command.add : dice.roll('W6', 'toy roll', seat) },
  ],
  apply: (state, event) => ({ total: state.total + event.added }),
  view: (state) => state,
  redact: (event) => event,
};
