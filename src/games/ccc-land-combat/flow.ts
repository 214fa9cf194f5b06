import { NATIVES, allied, type SideName } from './combat-file.js';
import { commanderCandidates, defendingFleets, landingFleets, other, sideOf } from './forces.js';
import type { CccState, Slot } from './state.js';

/**
 * The sequence of play (6.6.3): the defender's declaration, then steps 1–6, each opening with a card
 * window (attacker first); an overrun area skips straight to retreats and the end (CCC-10).
 */
export function slots(state: CccState): Slot[] {
  const list: Slot[] = [{ step: 0, kind: 'declare', side: 'defender' }];
  const loser: SideName = state.winner === null ? 'defender' : other(state.winner);
  if (state.overrun) {
    list.push({ step: 5, kind: 'retreat', side: 'defender' }, { step: 6, kind: 'end', side: null });
  } else {
    for (let step = 1; step <= 6; step += 1) {
      list.push({ step, kind: 'cards', side: 'attacker' }, { step, kind: 'cards', side: 'defender' });
      if (step === 1) list.push({ step, kind: 'free', side: 'defender' });
      if (step === 2) list.push({ step, kind: 'charge', side: 'attacker' }, { step, kind: 'charge', side: 'defender' });
      if (step === 3) list.push({ step, kind: 'siege', side: 'attacker' });
      if (step === 4) list.push({ step, kind: 'roll', side: 'attacker' });
      if (step === 5) list.push({ step, kind: 'retreat', side: loser });
      if (step === 6) list.push({ step, kind: 'end', side: null });
    }
  }
  list.push({ step: 7, kind: 'over', side: null });
  return list;
}

export function currentSlot(state: CccState): Slot {
  return slots(state)[state.cursor] ?? { step: 7, kind: 'over', side: null };
}

/** The side that must decide now, or null. */
export function sideToMove(state: CccState): SideName | null {
  return state.awaiting ? currentSlot(state).side : null;
}

/** The seat that must act now (seating "one": the single seat "both"). */
export function seatToMove(state: CccState): string | undefined {
  const side = sideToMove(state);
  if (side === null) return undefined;
  return state.rules.seating === 'one' ? 'both' : side;
}

/** The nation whose skills (cards, advisors) count for a side: an allied commander's own (6.6.3, CCC-6); natives have none. */
export function skillOwner(state: CccState, side: SideName): string | null {
  const nation = sideOf(state.file, side);
  if (nation === NATIVES) return null;
  if (side === 'defender' && state.alliedCommander && state.commander !== null) {
    return state.file.avatars.find((a) => a.id === state.commander)?.nation ?? nation;
  }
  return nation;
}

export function living(state: CccState, side: SideName): CccState['units'][SideName] {
  return state.units[side].filter((u) => !state.eliminated.includes(u.id));
}

const hasKind = (state: CccState, side: SideName, key: 'cavalry' | 'artillery'): boolean =>
  living(state, side).some((u) => state.tables.units[u.type]?.[key] === true);

/** The leader of a side on land: the attacking avatar or the defending commander (fleets and natives have none). */
export function landLeader(state: CccState, side: SideName): string | null {
  if (side === 'attacker') return state.file.attacker.avatar ?? null;
  return state.commander;
}

/** CCC-14: where a losing side may withdraw to: adjacent land areas it or an ally controls, or its own fleets in the area. */
export function retreatOptions(state: CccState, side: SideName): string[] {
  const file = state.file;
  const nation = sideOf(file, side);
  if (nation === NATIVES) return file.landArea.adjacent.filter((a) => !a.colony).map((a) => a.id);
  const areas = file.landArea.adjacent
    .filter((a) => a.controlledBy !== null && (a.controlledBy === nation || allied(file, a.controlledBy, nation)))
    .map((a) => a.id);
  const fleets = file.fleets.filter((f) => f.nation === nation).map((f) => `fleet:${f.id}`);
  return [...areas, ...fleets];
}

/** What the losing side has in the land area to withdraw: surviving units not from a fleet, and its leader on land. */
export function toWithdraw(state: CccState, side: SideName): { units: string[]; avatars: string[] } {
  const units = living(state, side).filter((u) => u.from !== 'fleet').map((u) => u.id);
  const leader = landLeader(state, side);
  return { units, avatars: leader === null ? [] : [leader] };
}

/** Whether a seat must decide at this slot; otherwise the slot resolves (or is skipped) by itself. */
export function needsDecision(state: CccState, slot: Slot): boolean {
  const file = state.file;
  switch (slot.kind) {
    case 'declare': {
      const candidates = commanderCandidates(file);
      const own = candidates.filter((c) => !c.allied).length;
      return own > 1 || candidates.length > own || landingFleets(file).length > 0 || defendingFleets(file).length > 0;
    }
    case 'cards':
      return slot.side !== null && skillOwner(state, slot.side) !== null;
    case 'free':
      // CCC-11: step 1 is for a defending European leader on land, never a fleet or the natives.
      return state.commander !== null;
    case 'charge':
      return slot.side !== null && hasKind(state, slot.side, 'cavalry');
    case 'siege':
      // CCC-12: attacker only, not in the basic game, with artillery, against a colony.
      return file.game !== 'basic' && file.landArea.colony !== null && hasKind(state, 'attacker', 'artillery');
    case 'roll':
      return true;
    case 'retreat': {
      if (slot.side === null || sideOf(file, slot.side) === NATIVES) return false;
      const w = toWithdraw(state, slot.side);
      return (w.units.length > 0 || w.avatars.length > 0) && retreatOptions(state, slot.side).length > 0;
    }
    default:
      return false;
  }
}
