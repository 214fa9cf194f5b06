/** The six powers, in the starting turn order of the game (notes.md). */
export const POWERS = ['navarre', 'france', 'england', 'brittany', 'burgundy', 'flanders'] as const;

export type Power = (typeof POWERS)[number];
