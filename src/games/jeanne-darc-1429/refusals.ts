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

/**
 * A refusal whose texts are worded when first read: the bots ask yes or no about many candidates per
 * move, and wording every refusal in three languages was ~10 % of a random game. The texts are
 * enumerable getters, so a refusal prints, compares and crosses to a worker as plain data.
 */
export function refusal(code: RefusalCode, params: Record<string, string | number> = {}, where?: string): Refusal {
  let worded: Readonly<Record<Lang, string>> | undefined;
  const texts = () => (worded ??= (TEXTS[code] as Text)(params));
  if (where === undefined) {
    return {
      code,
      get message() {
        return texts().en;
      },
      get messages() {
        return texts();
      },
    };
  }
  return {
    code,
    get message() {
      return texts().en;
    },
    get messages() {
      return texts();
    },
    where,
  };
}
