import type { ComponentType, LazyExoticComponent } from 'react';
import type { Session } from './api/sessions';
import type { MatchAnswer, SeatInfo } from './api/types';
import type { Lang, Words } from './app/lang';

/** What a game's table is given: the seat this browser holds and every seat of the match. */
export interface TableProps {
  readonly session: Session;
  readonly seats: readonly SeatInfo[];
}

/** The create form of a game played through the generic routes (screens/GameForm.tsx draws it). */
export interface CreateForm {
  /** The form's class is `create-${shortName}`: the browser tests find the form by it. */
  readonly shortName: string;
  /** In every language of the interface. */
  readonly heading: Words;
  /** The title a new match starts with. */
  readonly title: string;
  readonly players: { readonly min: number; readonly max: number; readonly initial: number };
  /** The rule set's setup options for that many players. */
  readonly options: (players: number) => unknown;
  /** When set, a ticked box hands every seat but the first to this bot; `seats` names them on the form. */
  readonly bot?: { readonly name: string; readonly seats: Words };
}

/** What a game played in periods draws for a seat or its game master: the match as the server answered it. */
export interface ScreenProps {
  readonly session: Session;
  readonly answer: MatchAnswer;
}

/** A game's own create forms: `create` posts the body `make` gives to the game's endpoint. */
export interface CreateSectionProps {
  readonly running: boolean;
  readonly create: (path: string, make: () => unknown) => void;
}

export interface WebGame {
  /** An interactive game's table, loaded when a match of the game is opened, so no game's code weighs on the others. */
  readonly table?: LazyExoticComponent<ComponentType<TableProps>>;
  /** A game played in periods: a seat's screen (its first view, not loaded lazily) and the game master's desk. */
  readonly seatScreen?: ComponentType<ScreenProps>;
  readonly gmScreen?: LazyExoticComponent<ComponentType<ScreenProps>>;
  /** A create form the generic form draws, or the game's own create section. */
  readonly create?: CreateForm;
  readonly createSection?: ComponentType<CreateSectionProps>;
  /** How the game words the refusals of its create forms (default: the generic error note). */
  readonly createRefusal?: ComponentType<{ readonly error: unknown; readonly lang: Lang }>;
}

