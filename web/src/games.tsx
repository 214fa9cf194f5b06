import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Session } from './api/sessions';
import type { MatchAnswer, SeatInfo } from './api/types';
import type { Lang } from './app/lang';
import demoCombat from '../../src/games/ccc-land-combat/data/demo-combat.json';
import { ImportRefusal } from './phoenix/MapImport';
import { PhoenixCreate } from './phoenix/PhoenixCreate';
import { PhoenixRealm } from './phoenix/PhoenixRealm';

/** What a game's table is given: the seat this browser holds and every seat of the match. */
export interface TableProps {
  readonly session: Session;
  readonly seats: readonly SeatInfo[];
}

/** The create form of a game played through the generic routes (screens/GameForm.tsx draws it). */
export interface CreateForm {
  /** The form's class is `create-${shortName}`: the browser tests find the form by it. */
  readonly shortName: string;
  /** German first, like the texts of app/i18n.tsx. */
  readonly heading: readonly [string, string];
  /** The title a new match starts with. */
  readonly title: string;
  readonly players: { readonly min: number; readonly max: number; readonly initial: number };
  /** The rule set's setup options for that many players. */
  readonly options: (players: number) => unknown;
  /** When set, a ticked box hands every seat but the first to this bot; `seats` names them on the form. */
  readonly bot?: { readonly name: string; readonly seats: string };
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

/** Every game the web client shows, by the server's game id, in the order of the create forms (the flagship first). */
export const WEB_GAMES: Readonly<Record<string, WebGame>> = {
  phoenix: {
    seatScreen: ({ session }) => <PhoenixRealm session={session} />,
    // The game master's desk is loaded when the game master opens a match: a realm's first view does not need it.
    gmScreen: lazy(() => import('./phoenix/PhoenixGm').then((m) => ({ default: m.PhoenixGm }))),
    createSection: PhoenixCreate,
    createRefusal: ImportRefusal,
  },
  'fall-of-rome': {
    table: lazy(() => import('./fall-of-rome/RomeTable').then((m) => ({ default: m.RomeTable }))),
    create: {
      shortName: 'rome',
      heading: ['Fall of Rome-Partie anlegen', 'Create a Fall of Rome match'],
      title: 'Fall of Rome',
      players: { min: 1, max: 5, initial: 2 },
      options: (players) => ({ players }),
      bot: { name: 'endgame', seats: 'p2…' },
    },
  },
  'jeanne-darc-1429': {
    table: lazy(() => import('./jeanne-darc-1429/JdaTable').then((m) => ({ default: m.JdaTable }))),
    create: {
      shortName: 'jda',
      heading: ["Jeanne d'Arc 1429-Partie anlegen", "Create a Jeanne d'Arc 1429 match"],
      title: "Jeanne d'Arc 1429",
      players: { min: 2, max: 6, initial: 2 },
      options: (players) => ({ players }),
      bot: { name: 'heuristic', seats: '2…' },
    },
  },
  domaine: {
    table: lazy(() => import('./domaine/DomaineTable').then((m) => ({ default: m.DomaineTable }))),
    create: {
      shortName: 'domaine',
      heading: ['Domaine-Partie anlegen', 'Create a Domaine match'],
      title: 'Domaine',
      players: { min: 2, max: 4, initial: 2 },
      options: (players) => ({ players }),
      bot: { name: 'heuristic', seats: 'blue…' },
    },
  },
  'ccc-land-combat': {
    table: lazy(() => import('./ccc-land-combat/CccTable').then((m) => ({ default: m.CccTable }))),
    create: {
      shortName: 'ccc',
      heading: ['CCC-Landkampf anlegen', 'Create a CCC land combat'],
      title: 'CCC land combat',
      // One player plays both sides from one seat; two take attacker and defender.
      players: { min: 1, max: 2, initial: 2 },
      options: (players) => ({ combat: demoCombat, seating: players === 1 ? 'one' : 'two' }),
    },
  },
};

export function webGame(id: string): WebGame | undefined {
  return Object.hasOwn(WEB_GAMES, id) ? WEB_GAMES[id] : undefined;
}
