import type { SideName } from './combat-file.js';
import type { CccEvent, CccState } from './state.js';

/** The state after one event; never changes `state`. */
export function apply(state: CccState, event: CccEvent): CccState {
  switch (event.type) {
    case 'cursor':
      return { ...state, cursor: event.cursor, awaiting: event.awaiting };
    case 'declared':
      return {
        ...state,
        declared: true,
        commander: event.commander,
        alliedCommander: event.allied,
        landed: event.landed,
        bombard: event.bombard,
        units: event.units,
      };
    case 'overrun':
      return { ...state, overrun: true, winner: 'attacker' };
    case 'cards': {
      const hand = (state.hands[event.nation] ?? []).filter((c) => !event.cards.includes(c));
      return { ...state, hands: { ...state.hands, [event.nation]: hand }, played: [...state.played, { step: event.step, side: event.side, nation: event.nation, cards: event.cards }] };
    }
    case 'free-action':
      return { ...state, freeActions: [...state.freeActions, event.action] };
    case 'charge':
      return { ...state, charge: { ...state.charge, [event.side]: event.announce } };
    case 'siege':
      return { ...state, siege: event.announce };
    case 'lcdr': {
      const { type: _type, ...lcdr } = event;
      return { ...state, lcdr, winner: event.winner, eliminated: [...state.eliminated, ...event.eliminated.attacker, ...event.eliminated.defender] };
    }
    case 'retreat': {
      const { type: _type, ...retreat } = event;
      const gone = retreat.to === null ? retreat.units : [];
      return { ...state, retreats: [...state.retreats, retreat], eliminated: [...state.eliminated, ...gone] };
    }
    case 'end': {
      const { type: _type, ...end } = event;
      const glory = { ...state.glory };
      for (const g of end.glory) glory[g.nation] = (glory[g.nation] ?? 0) + g.change;
      const sides: SideName[] = ['attacker', 'defender'];
      return { ...state, end, glory, eliminated: [...state.eliminated, ...sides.flatMap((s) => end.eliminated[s])] };
    }
  }
}
