import type { Lang } from '../../src/games/ccc-land-combat/words.js';

/**
 * Words two languages write alike (lower case), by pair: each is truly a word of both (Dutch "of" is
 * "or", French "or" is "gold", German "die", Dutch "die"), a name or an abbreviation of the rules
 * (2d6, d6). A word of another language that is not here is a word left untranslated.
 */
const ALIKE: Readonly<Record<string, readonly string[]>> = {
  'de-en': ['nation', 'in', 'regiment', 'an', 'avatar', 'hand'],
  'de-fr': ['nation', 'infanterie', 'artillerie', 'flotte', 'des', 'avatar'],
  'de-nl': ['als', 'artillerie', 'avatar', 'beginnen', 'die', 'er', 'gewonnen', 'hand', 'hier', 'in', 'infanterie', 'kennen', 'kolonie', 'kolonisten', 'niemand', 'plantage', 'regiment', 'tabellen', 'verloren'],
  'en-fr': ['2d6', 'a', 'action', 'actions', 'avatar', 'avatars', 'bonus', 'charge', 'combat', 'd6', 'destination', 'expert', 'france', 'guides', 'hostile', 'nation', 'or', 'plantation', 'points', 'possible', 'royal', 's', 'sloop', 'type'],
  'en-nl': ['2d6', 'avatar', 'avatars', 'citadel', 'd6', 'hand', 'in', 'is', 'land', 'of', 'regiment', 'storm', 'type'],
  'fr-nl': ['2d6', 'artillerie', 'avatar', 'avatars', 'cavalerie', 'd6', 'de', 'en', 'infanterie', 'pas', 'type'],
};

/** The words `a` and `b` write alike. */
export function alike(a: Lang, b: Lang): Set<string> {
  return new Set(ALIKE[[a, b].sort().join('-')] ?? []);
}
