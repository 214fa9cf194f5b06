import type { FrCommand } from './commands.js';
import { everyVariant, legalCommands, TARGETED_EVENTS } from './legal.js';
import { checkCommand } from './resolve/dispatch.js';
import type { FrView } from './view.js';
import { stateFromView } from './view-state.js';

/** A command as the menus show it: "0 legions" is no legions, but for Enlist, where none given means as many as the barbarians. */
function plain(command: FrCommand): FrCommand {
  if (command.type === 'enlist' || !('legions' in command) || command.legions !== 0) return command;
  const { legions: _none, ...rest } = command;
  return rest as FrCommand;
}

/** A command's fields in one order, so that equal commands built in another order compare equal. */
const canonical = (value: unknown): unknown =>
  Array.isArray(value) ? value.map(canonical) : typeof value === 'object' && value !== null ? Object.fromEntries(Object.keys(value).sort().map((k) => [k, canonical((value as Record<string, unknown>)[k])])) : value;

/** Each command once, the first of equal ones. */
function unique(commands: readonly FrCommand[]): FrCommand[] {
  const seen = new Set<string>();
  return commands.map(plain).filter((command) => {
    const key = JSON.stringify(canonical(command));
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const isVaeVictis = (c: FrCommand) => c.type === 'event' && c.card === 'vae-victis';

/**
 * The commands the viewing seat may give now; none when another seat is to move. Built from what
 * the seat's view shows (no hidden card shapes an offer): the rules' ready-made list, then every
 * variant the rules' own check accepts on that view.
 */
export function offeredCommands(view: FrView): FrCommand[] {
  if (view.result !== null) return [];
  const toMove = view.pending?.seat ?? view.active;
  if (toMove !== view.seat) return [];
  const state = stateFromView(view);
  // The events that take targets are offered with every target instead of their ready-made plays.
  const listed = legalCommands(state).filter((c) => !(c.type === 'event' && TARGETED_EVENTS.has(c.card)));
  const every = unique(everyVariant(state)).filter((c) => checkCommand(state, view.seat, c).length === 0);
  // Actions and answers first, then Vae victis (it answers this turn's battle), then the other events.
  const events = every.filter((c) => c.type === 'event');
  const offered = unique([...listed, ...every.filter((c) => c.type !== 'event'), ...events.filter(isVaeVictis), ...events.filter((c) => !isVaeVictis(c))]);
  return view.canUndo ? [...offered, { type: 'undo' }] : offered;
}
