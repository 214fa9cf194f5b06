/** The six powers, in the starting turn order of the game (notes.md). */
export const POWERS = ['navarre', 'france', 'england', 'brittany', 'burgundy', 'flanders'] as const;

export type Power = (typeof POWERS)[number];

/** The powers' names in each language Arbiter speaks. */
export const POWER_NAMES: Readonly<Record<Power, Readonly<Record<'en' | 'nl' | 'de' | 'fr', string>>>> = {
  navarre: { en: 'Navarre', nl: 'Navarra', de: 'Navarra', fr: 'Navarre' },
  france: { en: 'France', nl: 'Frankrijk', de: 'Frankreich', fr: 'France' },
  england: { en: 'England', nl: 'Engeland', de: 'England', fr: 'Angleterre' },
  brittany: { en: 'Brittany', nl: 'Bretagne', de: 'Bretagne', fr: 'Bretagne' },
  burgundy: { en: 'Burgundy', nl: 'Bourgondië', de: 'Burgund', fr: 'Bourgogne' },
  flanders: { en: 'Flanders', nl: 'Vlaanderen', de: 'Flandern', fr: 'Flandre' },
};

export function isPower(value: unknown): value is Power {
  return typeof value === 'string' && (POWERS as readonly string[]).includes(value);
}
