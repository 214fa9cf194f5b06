import type { Problem } from '../../kernel/problems.js';
import { InputError } from '../../kernel/problems.js';
import { checkTurn } from '../../games/phoenix/orders/check.js';
import { parseTurnJson } from '../../games/phoenix/orders/json.js';
import { parseTurnText } from '../../games/phoenix/orders/parse.js';
import { DEFAULT_RULES } from '../../games/phoenix/rules.js';
import type { TurnInput } from '../../games/phoenix/turn/turn-input.js';
import type { LoadedWorld } from '../../games/phoenix/world/loaded.js';
import type { TurnBody } from '../../store/index.js';
import { boundTurn, boundTurnText } from './bounds.js';

export type Lang = 'de' | 'en';

/** A turn as the month reads it (P-72): parsed orders with the problems of unreadable lines, or only problems. */
export function turnInput(body: TurnBody, lang: Lang): TurnInput {
  let parsed: ReturnType<typeof parseTurnText>;
  try {
    parsed = body.format === 'text' ? parseTurnText(body.content as string, undefined, lang) : parseTurnJson(body.content, 'turn');
  } catch (error) {
    if (error instanceof InputError) return error.problems;
    throw error;
  }
  if (parsed.turn === undefined) return parsed.problems;
  return { turn: parsed.turn, problems: parsed.problems };
}

/** Everything wrong with a realm's turn against the month's world, as the player should hear it. */
export function turnProblems(loaded: LoadedWorld, realm: string, body: TurnBody, lang: Lang): Problem[] {
  boundTurnText(body);
  const input = turnInput(body, lang);
  if (Array.isArray(input)) return [...(input as readonly Problem[])];
  const { turn, problems } = input as { turn: NonNullable<ReturnType<typeof parseTurnText>['turn']>; problems: Problem[] };
  boundTurn(turn);
  if (turn.realm !== realm) {
    return [...problems, { code: 'wrong-realm', message: `the turn is written for "${turn.realm}", but you play ${realm}`, where: 'realm' }];
  }
  return [...problems, ...checkTurn(loaded, turn, DEFAULT_RULES, lang)];
}
