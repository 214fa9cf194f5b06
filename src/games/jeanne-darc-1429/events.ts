import type { Purchase } from './prices.js';
import type { Power } from './powers.js';
import type { Battle, Duel, DuelChoice, Holding, Papal, Pending, Phase, Result, Status } from './state.js';

/** A fight as the log tells it: each side's total and how it was made up. */
export interface FightSide {
  readonly power: Power | 'foreign' | 'militia' | 'rebels' | 'mercenaries';
  readonly total: number;
  /** The parts of the total by name: "cards", "influence", "hero", "fortification", "terrain", "base", "die". */
  readonly parts: Readonly<Record<string, number>>;
  readonly cards: readonly string[];
}

/**
 * What happens, in small steps that `apply` replays. Secret steps (cards drawn, a secret choice,
 * events drawn) are redacted for the seats that may not see them (view.ts).
 */
export type JdaEvent =
  /** A new round: the round's records (status, choices, events, attacks, papal intervention, sea lord, heroes) are cleared. */
  | { readonly t: 'round'; readonly round: number }
  | { readonly t: 'phase'; readonly phase: Phase }
  | { readonly t: 'stage'; readonly stage: string }
  | { readonly t: 'pending'; readonly pending: Pending | null }
  | { readonly t: 'money'; readonly power: Power; readonly delta: number; readonly why: 'income' }
  | { readonly t: 'influence'; readonly power: Power; readonly delta: number; readonly why: 'first-player' | 'fight' | 'duel' }
  | { readonly t: 'throne'; readonly power: Power; readonly delta: number; readonly why: 'province' | 'ile-de-france' | 'naval-battle' | 'duel' | 'winning-camp' }
  /** Income paid: plunder markers come off the board. */
  | { readonly t: 'plunder-cleared' }
  | { readonly t: 'plunder'; readonly city: string }
  /** A secret War/Peace choice (the choice is hidden from the others until `status`). */
  | { readonly t: 'choice'; readonly power: Power; readonly choice: Status | null }
  | { readonly t: 'status'; readonly status: Status; readonly war: readonly Power[]; readonly peace: readonly Power[]; readonly truce: boolean; readonly plague?: true }
  /** Draw-pile top → hand; the others see how many (cards hidden). */
  | { readonly t: 'draw'; readonly power: Power; readonly cards: readonly string[]; readonly why: 'deal' | 'purchase' }
  /** The discard pile shuffled into a new draw pile (order hidden from players). */
  | { readonly t: 'reshuffle'; readonly deck: readonly string[] }
  /** Hand → discard pile, face up. */
  | { readonly t: 'discard'; readonly power: Power; readonly cards: readonly string[]; readonly why: 'hand-limit' | 'confiscation' | 'fight' | 'duel' | 'power-card' }
  | { readonly t: 'purchase'; readonly power: Power; readonly purchase: Purchase; readonly price: number }
  | { readonly t: 'buying'; readonly buying: { readonly next: number; readonly castleBuilders: readonly Power[] } | null }
  /** A city's new holder: a player's holding, a foreign legion, or free (both null/false). */
  | { readonly t: 'city'; readonly city: string; readonly holding: Holding | null; readonly legion: boolean }
  /** Phase 5's draw; the first player is order[0]. */
  | { readonly t: 'order'; readonly order: readonly Power[] }
  /** The first player's events for this round, in the order drawn (the others see how many). */
  | { readonly t: 'events-drawn'; readonly power: Power; readonly events: readonly string[] }
  | { readonly t: 'events-ordered'; readonly events: readonly string[] }
  /** The next drawn event is resolved now (public). */
  | { readonly t: 'event'; readonly event: string }
  /** The cities already chosen for the event being resolved or for this round's interventions (each city once). */
  | { readonly t: 'event-cities'; readonly cities: readonly string[] }
  | { readonly t: 'peace-round'; readonly round: number }
  | { readonly t: 'half-income-round'; readonly round: number }
  | { readonly t: 'plague' }
  | { readonly t: 'papal'; readonly papal: Papal | null }
  | { readonly t: 'sea-lord'; readonly power: Power | null }
  | { readonly t: 'interventions'; readonly left: number }
  /** An attack counted: its origin may not attack again, its target not again by the same player. */
  | { readonly t: 'attack-made'; readonly power: Power; readonly from: string; readonly to: string }
  | { readonly t: 'battle'; readonly battle: Battle | null }
  | { readonly t: 'duel'; readonly duel: Duel | null }
  | { readonly t: 'duel-choice'; readonly power: Power; readonly choice: DuelChoice }
  | { readonly t: 'fight'; readonly kind: 'attack' | 'long-range' | 'landing' | 'intervention' | 'naval-battle' | 'duel' | 'uprising' | 'mercenaries' | 'provoked'; readonly city: string | null; readonly attacker: FightSide; readonly defender: FightSide; readonly winner: 'attacker' | 'defender' | 'none' }
  /** A landing forbidden by the sea lord, or an attack called off by a retreat card (report only). */
  | { readonly t: 'called-off'; readonly city: string; readonly by: Power; readonly why: 'veto' | 'retreat' }
  | { readonly t: 'lost'; readonly power: Power; readonly city: string }
  | { readonly t: 'hero'; readonly power: Power; readonly active: boolean }
  | { readonly t: 'active'; readonly active: number; readonly expanded: boolean }
  /** The end-of-game roll after a round (report only: `end` follows when it ends the game). */
  | { readonly t: 'end-roll'; readonly round: number; readonly roll: number; readonly needed: number }
  | { readonly t: 'end'; readonly result: Result };
