import type { Problem } from '../../kernel/problems.js';
import { BUYING_TEXTS } from './texts/buying.js';
import { EVENT_TEXTS } from './texts/events.js';
import { FLOW_TEXTS } from './texts/flow.js';
import { ROUND_TEXTS } from './texts/round.js';
import type { Lang, Text } from './texts/text.js';

export type { Lang } from './texts/text.js';

/** A refused command: `message` is English, `messages` holds it in every language Arbiter speaks. */
export interface Refusal extends Problem {
  readonly messages: Readonly<Record<Lang, string>>;
}

const TEXTS = { ...BUYING_TEXTS, ...FLOW_TEXTS, ...ROUND_TEXTS, ...EVENT_TEXTS } satisfies Record<string, Text>;

export type RefusalCode = keyof typeof TEXTS;

/** While above 0, refusals carry no texts: the check only answers whether a command is legal. */
let bare = 0;
const BARE: Refusal = { code: 'refused', message: '', messages: { en: '', nl: '', de: '' } };

/**
 * `check()` with every refusal one shared object without texts: for the yes-or-no question the bots
 * ask about many candidates per move (the texts of three languages were ~10 % of a random game).
 */
export function withoutTexts<T>(check: () => T): T {
  bare += 1;
  try {
    return check();
  } finally {
    bare -= 1;
  }
}

export function refusal(code: RefusalCode, params: Record<string, string | number> = {}, where?: string): Refusal {
  if (bare > 0) return BARE;
  const messages = (TEXTS[code] as Text)(params);
  return where === undefined ? { code, message: messages.en, messages } : { code, message: messages.en, messages, where };
}
