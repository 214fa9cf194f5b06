import { influenceProblems, siegeValue } from '../../battle.js';
import type { Ctx } from '../../context.js';
import type { Emitter } from '../../emitter.js';
import type { FightSide } from '../../events.js';
import type { CommandOf, Handlers } from '../../handler.js';
import type { Power } from '../../powers.js';
import { refusal, type Refusal } from '../../refusals.js';
import { playerOf, type Duel, type DuelChoice } from '../../state.js';

/** Everyone in the duels, in turn order: they choose at the same time, in secret. */
export function fighters(s: { turnOrder: readonly Power[] }, duel: Pick<Duel, 'pairs'>): Power[] {
  return s.turnOrder.filter((p) => duel.pairs.some((pair) => pair.includes(p)));
}

/** Starts a naval or field battle: the duel on the table, and everyone in it asked for a card and influence. */
export function openDuel(em: Emitter, duel: Duel): void {
  em.emit({ t: 'duel', duel });
  em.ask({ kind: 'duel', waiting: fighters(em.s, duel) });
}

/**
 * "Ieder kiest een van zijn gevechtskaarten, zet tot 5 invloedspunten in": a siege card, which a player
 * who holds one must choose; none only without one (JDA-56).
 */
function choiceProblems(ctx: Ctx, power: Power, command: CommandOf<'duel'>): Refusal[] {
  const hand = playerOf(ctx.s, power).hand;
  const problems: Refusal[] = [];
  if (command.card === null) {
    if (hand.some((card) => ctx.index.cards.get(card)?.kind === 'siege')) problems.push(refusal('duel-card-needed', {}, 'card'));
  } else if (!hand.includes(command.card)) problems.push(refusal('not-in-hand', { card: command.card, count: 1 }, 'card'));
  else if (ctx.index.cards.get(command.card)?.kind !== 'siege') problems.push(refusal('not-siege-card', { card: command.card }, 'card'));
  problems.push(...influenceProblems(ctx, playerOf(ctx.s, power).influence, command.influence));
  return problems;
}

function side(em: Emitter, power: Power, choice: DuelChoice, die: number): FightSide {
  const cards = choice.card === null ? 0 : siegeValue(em.index.cards, choice.card);
  return { power, total: cards + choice.influence + die, parts: { cards, influence: choice.influence, die }, cards: choice.card === null ? [] : [choice.card] };
}

/**
 * One duel: card + influence + a die each, the higher total wins; equal totals roll again, or with rules option
 * `duelTie: "no-winner"` nobody wins (JDA-55). "De gevechtskaart van de verliezer wordt afgelegd, de winnaar mag
 * zijn kaart houden"; the influence put in is spent on both sides (JDA-56). Returns the winner.
 */
function fightDuel(em: Emitter, duel: Duel, a: Power, b: Power): Power | null {
  const choiceA = duel.choices[a] as DuelChoice;
  const choiceB = duel.choices[b] as DuelChoice;
  const what = duel.kind === 'naval' ? 'naval battle' : 'field battle duel';
  let sideA: FightSide;
  let sideB: FightSide;
  do {
    sideA = side(em, a, choiceA, em.roll(`${what} ${a} against ${b}`, a));
    sideB = side(em, b, choiceB, em.roll(`${what} ${b} against ${a}`, b));
  } while (sideA.total === sideB.total && em.rules.duelTie === 'roll-again');
  const winner = sideA.total > sideB.total ? a : sideB.total > sideA.total ? b : null;
  em.emit({ t: 'fight', kind: duel.kind === 'naval' ? 'naval-battle' : 'duel', city: null, attacker: sideA, defender: sideB, winner: winner === a ? 'attacker' : winner === b ? 'defender' : 'none' });
  for (const [power, choice] of [[a, choiceA], [b, choiceB]] as const) {
    if (power !== winner && winner !== null && choice.card !== null) em.emit({ t: 'discard', power, cards: [choice.card], why: 'duel' });
    if (choice.influence > 0) em.emit({ t: 'influence', power, delta: -choice.influence, why: 'duel' });
  }
  return winner;
}

/** The naval battle's winner gains a throne point at once and rules the sea this round. */
function endNavalBattle(em: Emitter, winner: Power | null): void {
  if (winner === null) return;
  em.emit({ t: 'throne', power: winner, delta: em.rules.throne.navalBattle, why: 'naval-battle' });
  em.emit({ t: 'sea-lord', power: winner });
}

/**
 * "… dat elke winnaar een Troonpunt krijgt, en elk lid van het winnende team een extra Troonpunt": the camp
 * that won more duels; equal camps gain nothing extra ("behalve bij een gelijke uitslag") (JDA-59).
 */
function endFieldBattle(em: Emitter, duel: Duel, winners: readonly (Power | null)[]): void {
  for (const winner of winners) if (winner !== null) em.emit({ t: 'throne', power: winner, delta: em.rules.throne.duel, why: 'duel' });
  const wins = duel.camps.map((camp) => winners.filter((w) => w !== null && camp.includes(w)).length);
  const [a = 0, b = 0] = wins;
  if (a === b) return;
  const camp = duel.camps[a > b ? 0 : 1] ?? [];
  for (const power of camp) em.emit({ t: 'throne', power, delta: em.rules.throne.winningCamp, why: 'winning-camp' });
}

function fightAll(em: Emitter): void {
  const duel = em.s.duel as Duel;
  const winners = duel.pairs.map(([a, b]) => fightDuel(em, duel, a, b));
  if (duel.kind === 'naval') endNavalBattle(em, winners[0] ?? null);
  else endFieldBattle(em, duel, winners);
  em.emit({ t: 'duel', duel: null });
  em.ask(null);
}

export const DUEL_HANDLERS: Handlers = {
  duel: {
    duel: {
      check: (ctx, power, command) => choiceProblems(ctx, power, command),
      resolve(em, power, command) {
        em.emit({ t: 'duel-choice', power, choice: { card: command.card, influence: command.influence } });
        const waiting = fighters(em.s, em.s.duel as Duel).filter((p) => em.s.duel?.choices[p] === undefined);
        if (waiting.length > 0) em.ask({ kind: 'duel', waiting });
        else fightAll(em);
      },
    },
  },
};
