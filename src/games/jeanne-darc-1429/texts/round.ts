import type { Text } from './text.js';

/** Refusals of phases 1–3, 7 and 8. */
export const ROUND_TEXTS = {
  'already-chosen': () => ({
    en: 'you have already chosen War or Peace this round',
    nl: 'je hebt deze ronde al voor oorlog of vrede gekozen',
    de: 'du hast in dieser Runde schon Krieg oder Frieden gewählt',
  }),
} satisfies Record<string, Text>;
