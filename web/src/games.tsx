import { lazy } from 'react';
import type { ScreenProps, WebGame } from './game-slots';
import { DEMO_COMBAT } from '../../src/games/ccc-land-combat/client.js';
import { phoenixLang } from './app/lang';
import { InPhoenixLang } from './phoenix/InPhoenixLang';
import { ImportRefusal } from './phoenix/MapImport';
import { PhoenixCreate } from './phoenix/PhoenixCreate';
import { PhoenixRealm } from './phoenix/PhoenixRealm';

export type { CreateForm, CreateSectionProps, ScreenProps, TableProps, WebGame } from './game-slots';

/**
 * Every game the web client shows, by the server's game id, in the order of the create forms (the
 * flagship first). Phoenix's screens are shown in German or English (InPhoenixLang).
 */
export const WEB_GAMES: Readonly<Record<string, WebGame>> = {
  phoenix: {
    seatScreen: ({ session }) => (
      <InPhoenixLang>
        <PhoenixRealm session={session} />
      </InPhoenixLang>
    ),
    // The game master's desk is loaded when the game master opens a match: a realm's first view does not need it.
    gmScreen: lazy(() =>
      import('./phoenix/PhoenixGm').then(({ PhoenixGm }) => ({
        default: (props: ScreenProps) => (
          <InPhoenixLang>
            <PhoenixGm {...props} />
          </InPhoenixLang>
        ),
      })),
    ),
    createSection: (props) => (
      <InPhoenixLang>
        <PhoenixCreate {...props} />
      </InPhoenixLang>
    ),
    createRefusal: ({ error, lang }) => (
      <InPhoenixLang>
        <ImportRefusal error={error} lang={phoenixLang(lang)} />
      </InPhoenixLang>
    ),
  },
  'fall-of-rome': {
    table: lazy(() => import('./fall-of-rome/RomeTable').then((m) => ({ default: m.RomeTable }))),
    create: {
      shortName: 'rome',
      heading: { de: 'Fall of Rome-Partie anlegen', en: 'Create a Fall of Rome match', nl: 'Een partij De Val van Rome aanmaken', fr: 'Créer une partie de La Chute de Rome' },
      title: 'Fall of Rome',
      players: { min: 1, max: 5, initial: 2 },
      options: (players) => ({ players }),
      bot: { name: 'endgame', seats: { de: 'Spieler 2 …', en: 'player 2 …', nl: 'speler 2 …', fr: 'joueur 2 …' } },
    },
  },
  'jeanne-darc-1429': {
    table: lazy(() => import('./jeanne-darc-1429/JdaTable').then((m) => ({ default: m.JdaTable }))),
    create: {
      shortName: 'jda',
      heading: { de: "Jeanne d'Arc 1429-Partie anlegen", en: "Create a Jeanne d'Arc 1429 match", nl: "Een partij Jeanne d'Arc 1429 aanmaken", fr: "Créer une partie de Jeanne d'Arc 1429" },
      title: "Jeanne d'Arc 1429",
      players: { min: 2, max: 6, initial: 2 },
      options: (players) => ({ players }),
      bot: { name: 'heuristic', seats: { de: 'Macht 2 …', en: 'power 2 …', nl: 'macht 2 …', fr: 'puissance 2 …' } },
    },
  },
  domaine: {
    table: lazy(() => import('./domaine/DomaineTable').then((m) => ({ default: m.DomaineTable }))),
    create: {
      shortName: 'domaine',
      heading: { de: 'Domaine-Partie anlegen', en: 'Create a Domaine match', nl: 'Een partij Domaine aanmaken', fr: 'Créer une partie de Domaine' },
      title: 'Domaine',
      players: { min: 2, max: 4, initial: 2 },
      options: (players) => ({ players }),
      bot: { name: 'heuristic', seats: { de: 'Blau …', en: 'blue …', nl: 'blauw …', fr: 'bleu …' } },
    },
  },
  'ccc-land-combat': {
    table: lazy(() => import('./ccc-land-combat/CccTable').then((m) => ({ default: m.CccTable }))),
    create: {
      shortName: 'ccc',
      heading: { de: 'CCC-Landkampf anlegen', en: 'Create a CCC land combat', nl: 'Een CCC-landgevecht aanmaken', fr: 'Créer un combat terrestre CCC' },
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
