import {
  askedSeats,
  attackAt,
  type AttackSpace,
  choices,
  contextOf,
  HIDDEN,
  type JdaCommand,
  type JdaState,
  type JdaView,
  jeanneDarcRules,
} from '../../../src/games/jeanne-darc-1429/client.js';

const hidden = (count: number) => Array.from({ length: count }, () => HIDDEN);

/**
 * The game as far as a seat's view tells it, in the rules' own shape, so that the rules' own lists of
 * candidates (legal.ts) and check offer the seat's choices. What the view hides (the draw pile, other
 * hands, secret choices) stands as hidden cards: no choice of this seat depends on it. The server checks
 * every command again.
 */
export function stateFromView(view: JdaView): JdaState {
  return {
    round: view.round,
    phase: view.phase,
    turnOrder: view.turnOrder,
    lastFirstPlayer: view.lastFirstPlayer,
    players: view.players.map((p) => ({
      power: p.power,
      money: p.money,
      influence: p.influence,
      hand: p.power === view.you ? [...p.hand] : hidden(p.handSize),
      throne: p.throne,
      heroActive: p.heroActive,
    })),
    cities: view.cities,
    deck: hidden(view.deckSize),
    discard: [...view.discard],
    ...(view.buying === null ? {} : { buying: view.buying }),
    status: view.status,
    choices: view.you !== null && view.yourChoice !== null ? { [view.you]: view.yourChoice } : {},
    peaceRounds: view.peaceNextRound ? [view.round + 1] : [],
    halfIncomeRounds: [...(view.halfIncomeThisRound ? [view.round] : []), ...(view.halfIncomeNextRound ? [view.round + 1] : [])],
    plagueUsed: view.plagueUsed,
    plundered: [...view.plundered],
    legion: [...view.legion],
    eventsDrawn: [...view.eventsDrawn],
    eventsDone: [...view.eventsDone],
    eventCities: [...view.eventCities],
    papal: view.papal,
    seaLord: view.seaLord,
    interventionsLeft: view.interventionsLeft,
    attackOrigins: [...view.attackOrigins],
    attackTargets: view.attackTargets as JdaState['attackTargets'],
    attacksMade: view.attacksMade,
    lost: view.lost,
    stage: view.stage,
    active: view.active,
    expanded: view.expanded,
    battle: view.battle,
    duel: view.duel === null ? null : { kind: view.duel.kind, pairs: view.duel.pairs, camps: view.duel.camps, choices: view.you !== null && view.duel.yours !== null ? { [view.you]: view.duel.yours } : {} },
    pending: view.pending,
    result: view.result,
  } as JdaState;
}

/** What the seat is offered now: single commands, and for an attack question the attacks' parts to combine. */
export interface Offer {
  readonly commands: readonly JdaCommand[];
  readonly attacks: AttackSpace | null;
}

const NOTHING: Offer = { commands: [], attacks: null };

/** The rules' candidates for the question put to this seat, those the rules' check accepts. */
export function offeredCommands(view: JdaView): Offer {
  const you = view.you;
  if (you === null || view.pending === null || view.result !== null) return NOTHING;
  if (!askedSeats(view.pending).includes(you)) return NOTHING;
  const state = stateFromView(view);
  const ok = (command: JdaCommand) => jeanneDarcRules.check(state, you, command).length === 0;
  const { list, attacks } = choices(contextOf(state), you, view.pending);
  const commands = list.filter(ok);
  // An attack space can hold hundreds of attacks: it stays a set of parts; routes none of whose cheapest attack passes are left out.
  if (attacks === null || attacks.routes.length === 0) return { commands, attacks: null };
  const routes = attacks.routes.filter((_, r) => ok(attackAt(attacks, r, 0)));
  return { commands, attacks: routes.length === 0 ? null : { ...attacks, routes } };
}
