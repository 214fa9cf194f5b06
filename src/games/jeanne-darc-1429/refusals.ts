import type { Problem } from '../../kernel/problems.js';
import { wordedWhenRead } from '../../kernel/problems.js';
import { BUYING_TEXTS } from './texts/buying.js';
import { EVENT_TEXTS } from './texts/events.js';
import { FLOW_TEXTS } from './texts/flow.js';
import { ROUND_TEXTS } from './texts/round.js';
import type { Lang, Text } from './texts/text.js';

export type { Lang } from './texts/text.js';

/** A refused command: `message` is English, `texts` holds it in every language Arbiter speaks. */
export interface Refusal extends Problem {
  readonly texts: Readonly<Record<Lang, string>>;
}

export const REFUSAL_TEXTS = { ...BUYING_TEXTS, ...FLOW_TEXTS, ...ROUND_TEXTS, ...EVENT_TEXTS } satisfies Record<string, Text>;

export type RefusalCode = keyof typeof REFUSAL_TEXTS;

/** A refusal in every language, worded when first read (the bots ask yes or no of many commands). */
export function refusal(code: RefusalCode, params: Record<string, string | number> = {}, where?: string): Refusal {
  return wordedWhenRead(code, () => (REFUSAL_TEXTS[code] as Text)(params), where);
}
