import type { RealmView } from '../../../src/games/phoenix/client.js';

/** The realm's view of a month as GET …/periods/:period/map.json sends it: what the game's realmView returns for a realm. */
export type RealmMapView = Extract<RealmView, { realm: string }>;
/** An army as the map shows it: the realm's own whole, another's as the board shows it. */
export type ArmyLike = RealmMapView['own']['armies'][number] | RealmMapView['map']['armies'][number];
