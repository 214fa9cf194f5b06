import { lazy } from 'react';
import type { WebGame } from './game-slots';
import { DEMO_COMBAT } from '../../src/games/ccc-land-combat/client.js';
import { ImportRefusal } from './phoenix/MapImport';
import { PhoenixCreate } from './phoenix/PhoenixCreate';
import { PhoenixRealm } from './phoenix/PhoenixRealm';

export type { CreateForm, CreateSectionProps, ScreenProps, TableProps, WebGame } from './game-slots';

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
      options: (players) => ({ combat: DEMO_COMBAT, seating: players === 1 ? 'one' : 'two' }),
    },
  },
};

export function webGame(id: string): WebGame | undefined {
  return Object.hasOwn(WEB_GAMES, id) ? WEB_GAMES[id] : undefined;
}
