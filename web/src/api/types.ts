/** The shapes of the server's answers that the client reads (docs/server.md). */

export type { Problem } from '../../../src/kernel/problems.js';

export interface MatchInfo {
  readonly id: string;
  readonly game: string;
  readonly title: string;
  readonly status: 'open' | 'running' | 'paused' | 'finished';
  readonly currentPeriod: number | null;
  readonly version: number;
}

export interface SeatInfo {
  readonly seat: string;
  /** The seat's name where the match holds it (a Phoenix realm's). */
  readonly name?: string;
  readonly joined: boolean;
  readonly inviteOpen: boolean;
  readonly bot: string | null;
}

export interface MatchAnswer {
  readonly match: MatchInfo;
  readonly seats: readonly SeatInfo[];
  readonly you: { readonly seat: string; readonly gm: boolean };
}

export interface CreatedMatch {
  readonly match: MatchInfo;
  readonly gmToken: string;
  readonly gmLink: string;
  readonly seats: readonly { readonly seat: string; readonly name?: string; readonly invite: string; readonly link: string }[];
}

export interface MonthStatus {
  readonly version: number;
  readonly period: number;
  readonly deadline: string | null;
  readonly past: readonly { readonly period: number; readonly published: boolean }[];
  readonly turns: readonly { readonly realm: string; readonly joined: boolean; readonly version: number | null; readonly submittedAt: string | null }[];
  /** The month's events and absent realms, for the news ticker (R §6.9, §6.11). */
  readonly news?: { readonly events: readonly { readonly event: string; readonly at: readonly string[] }[]; readonly absent: readonly string[] };
  /** The month played at the table (R §3.4); null when the game master has not opened it. */
  readonly table?: TableState | null;
  /** Every realm's name (ids are for the server, names for people). */
  readonly realms?: readonly { readonly id: string; readonly name: string }[];
}

/** The flag, the order and each turn's clock at the table (server: src/server/games/phoenix/table.ts). */
export interface TableState {
  readonly active: boolean;
  readonly order: readonly string[];
  readonly current: string | null;
  readonly minutes: number;
  readonly turns: readonly { readonly realm: string; readonly flagAt: string; readonly handedInAt: string | null; readonly claim: { readonly by: string; readonly at: string } | null }[];
  readonly now: string;
  /** Realms whose turn the game master has evaluated this month, in order (P-296). */
  readonly evaluated: readonly string[];
}

export interface GameInfo {
  readonly id: string;
  readonly title: string;
  readonly style: 'interactive' | 'periodic';
  readonly bots: readonly string[];
}

/** A die the game master rolled in the open. */
export interface PublicRoll {
  readonly seq: number;
  readonly author: string;
  readonly die: number;
  readonly value: number;
  readonly reason: string;
  readonly rolledAt: string;
}
