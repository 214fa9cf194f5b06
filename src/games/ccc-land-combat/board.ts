/**
 * Playing on the battlefield (issue 45 item 1): what the seat to move may choose now, piece by piece,
 * as the rules' own check (checkCommand) allows it — the web table only arranges these choices on the
 * board and builds the command from the pieces tapped. Every choice of a command is checked on its own
 * (a commander, a unit to land, a fleet to bombard, a card, a free action, a destination), and the
 * rules judge these apart, so every combination of allowed pieces is an allowed command (the tests
 * check that against every candidate command of sampled states).
 */
import type { Problem } from '../../kernel/problems.js';
import { settle } from '../../kernel/match.js';
import type { SideName } from './combat-file.js';
import { currentSlot, sideToMove, skillOwner } from './flow.js';
import { FixedDice, oddsFrom, type Odds } from './odds.js';
import { checkCommand } from './resolve.js';
import { cccRules } from './ruleset.js';
import type { CccCommand, CccState, Slot } from './state.js';

/** A commander the defender may name (null: none, the colony defends itself); `allied`: only with its owner's consent. */
export interface CommanderChoice {
  readonly id: string | null;
  readonly allied: boolean;
}

/** A card of the hand and why the rules refuse it now (null: it may be played). */
export interface CardChoice {
  readonly id: string;
  readonly refusal: Problem | null;
}

/** What the seat may choose at the current slot; lists that do not belong to the slot are empty. */
export interface BoardChoices {
  readonly slot: Slot;
  readonly side: SideName;
  readonly commanders: readonly CommanderChoice[];
  readonly landing: readonly { readonly fleet: string; readonly unit: string }[];
  readonly bombard: readonly string[];
  readonly cards: readonly CardChoice[];
  readonly free: readonly string[];
  readonly retreat: readonly string[];
}

const ok = (problems: readonly Problem[], where?: (w: string) => boolean): boolean => problems.filter((p) => where === undefined || where(p.where ?? '')).length === 0;

/** The seat's choices now, or null when it is not this seat's turn. */
export function boardChoices(state: CccState, seat: string): BoardChoices | null {
  const side = sideToMove(state);
  if (side === null) return null;
  const slot = currentSlot(state);
  const check = (command: CccCommand): Problem[] => checkCommand(state, seat, command);
  if (!ok(check(slot.kind === 'declare' ? { type: 'declare', commander: null, allyConsents: true } : probe(slot)), (w) => w === '' || w === 'type')) return null;
  const empty = { commanders: [], landing: [], bombard: [], cards: [], free: [], retreat: [] };
  const file = state.file;
  switch (slot.kind) {
    case 'declare': {
      const commanders: CommanderChoice[] = [null, ...file.avatars.map((a) => a.id)].flatMap((id) => {
        if (!ok(check({ type: 'declare', commander: id, allyConsents: true }))) return [];
        return [{ id, allied: !ok(check({ type: 'declare', commander: id, allyConsents: false })) }];
      });
      const first = commanders[0]?.id ?? null;
      const base = { type: 'declare', commander: first, allyConsents: true } as const;
      const landing = file.fleets.flatMap((f) => f.units.filter((u) => ok(check({ ...base, land: { [f.id]: [u.id] } }), (w) => w.startsWith('land.'))).map((u) => ({ fleet: f.id, unit: u.id })));
      const bombard = file.fleets.filter((f) => ok(check({ ...base, bombard: [f.id] }), (w) => w.startsWith('bombard'))).map((f) => f.id);
      return { slot, side, ...empty, commanders, landing, bombard };
    }
    case 'cards': {
      const hand = handOf(state, side);
      return { slot, side, ...empty, cards: hand.map((id) => ({ id, refusal: check({ type: 'cards', cards: [id] })[0] ?? null })) };
    }
    case 'free':
      return { slot, side, ...empty, free: state.tables.freeActions.filter((a) => ok(check({ type: 'free-action', action: a.id }))).map((a) => a.id) };
    case 'retreat': {
      const places = [...file.landArea.adjacent.map((a) => a.id), ...file.fleets.map((f) => `fleet:${f.id}`)];
      return { slot, side, ...empty, retreat: places.filter((to) => ok(check({ type: 'retreat', to }))) };
    }
    default:
      return { slot, side, ...empty };
  }
}

/** A command of the slot's kind that only the turn itself could refuse. */
function probe(slot: Slot): CccCommand {
  switch (slot.kind) {
    case 'cards':
      return { type: 'cards', cards: [] };
    case 'free':
      return { type: 'end-free-actions' };
    case 'charge':
      return { type: 'charge', announce: false };
    case 'siege':
      return { type: 'siege', announce: false };
    case 'retreat':
      return { type: 'retreat', to: '' };
    default:
      return { type: 'roll' };
  }
}

/** The cards in the hand of the nation whose skills count for the side (its own seat sees them). */
function handOf(state: CccState, side: SideName): string[] {
  const hand = state.hands[skillOwner(state, side) ?? ''];
  return Array.isArray(hand) ? [...(hand as readonly string[])] : [];
}

/** The declaration made of the pieces picked: the commander, the fleet units that land, the fleets that bombard. */
export function declaration(commander: CommanderChoice, landing: readonly { readonly fleet: string; readonly unit: string }[], bombard: readonly string[]): CccCommand {
  const land: Record<string, string[]> = {};
  for (const l of landing) land[l.fleet] = [...(land[l.fleet] ?? []), l.unit];
  return { type: 'declare', commander: commander.id, allyConsents: commander.allied, land, bombard: [...bombard] };
}

const subsets = <T>(items: readonly T[]): T[][] => items.reduce<T[][]>((all, item) => [...all, ...all.map((s) => [...s, item])], [[]]);

/** Every command the choices make (each combination of the pieces allowed): the tests compare it with the rules' check. */
export function commandsOf(choices: BoardChoices): CccCommand[] {
  switch (choices.slot.kind) {
    case 'declare':
      return choices.commanders.flatMap((c) => subsets(choices.landing).flatMap((landing) => subsets(choices.bombard).map((bombard) => declaration(c, landing, bombard))));
    case 'cards':
      return subsets(choices.cards.filter((c) => c.refusal === null).map((c) => c.id)).map((cards): CccCommand => ({ type: 'cards', cards }));
    case 'free':
      return [...choices.free.map((action): CccCommand => ({ type: 'free-action', action })), { type: 'end-free-actions' }];
    case 'charge':
      return [true, false].map((announce): CccCommand => ({ type: 'charge', announce }));
    case 'siege':
      return [true, false].map((announce): CccCommand => ({ type: 'siege', announce }));
    case 'roll':
      return [{ type: 'roll' }];
    case 'retreat':
      return choices.retreat.map((to): CccCommand => ({ type: 'retreat', to }));
    default:
      return [];
  }
}

/**
 * The odds after a choice of a cavalry charge or the siege bonus, or before the roll: the state goes
 * on from the command with no further card played and every later charge or siege bonus announced
 * (the hands of the other seat are hidden from this one). Null for other choices.
 */
export function oddsAfter(state: CccState, seat: string, command: CccCommand): Odds | null {
  if (command.type !== 'charge' && command.type !== 'siege' && command.type !== 'roll') return null;
  const known: CccState = { ...state, hands: {} };
  const next = command.type === 'roll' ? known : settle(cccRules, known, cccRules.resolve(known, seat, command, new FixedDice([]))).state;
  return oddsFrom(next, {});
}
