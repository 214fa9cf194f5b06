import type { TurnBody } from '../../../kernel/periodic.js';
import { InputError, TurnTooLarge, type Problem } from '../../../kernel/problems.js';
import type { Lang } from '../reports/text.js';
import { DEFAULT_RULES, type PhoenixRules } from '../rules.js';
import type { TurnInput } from '../turn/month/turn-input.js';
import type { Turn } from './ast.js';
import type { LoadedWorld } from '../world/loaded.js';
import { boundTurn, boundTurnJson, boundTurnText } from './bounds.js';
import { checkTurn } from './check.js';
import { parseTurnJson } from './json.js';
import { parseTurnText } from './parse.js';

/** The turn's parse in one language: the parsed turn with its problems, or the problems alone. */
function parsedIn(body: TurnBody, lang: Lang): TurnInput {
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

const problemsOf = (input: TurnInput): readonly Problem[] => (Array.isArray(input) ? (input as readonly Problem[]) : 'problems' in input ? input.problems : []);

/**
 * A turn as the month reads it (P-72): parsed orders with the problems of unreadable lines, or only
 * problems. Each problem of a text turn carries its German and English texts, so that a report
 * says it in the reader's language whatever language the evaluation ran in (issue 46).
 */
export function turnInput(body: TurnBody, lang: Lang): TurnInput {
  const input = parsedIn(body, lang);
  const problems = problemsOf(input);
  if (problems.length === 0 || body.format !== 'text') return input;
  const twins = problemsOf(parsedIn(body, lang === 'de' ? 'en' : 'de'));
  const paired = twins.length === problems.length && twins.every((p, i) => p.code === problems[i]?.code && p.where === problems[i]?.where);
  if (!paired) return input;
  const worded = problems.map((problem, i): Problem => {
    const twin = (twins[i] as Problem).message;
    return { ...problem, texts: lang === 'de' ? { de: problem.message, en: twin } : { de: twin, en: problem.message } };
  });
  return Array.isArray(input) ? worded : { turn: (input as { turn: Turn }).turn, problems: worded };
}

/** Everything wrong with a realm's turn against the month's world, as the player should hear it; throws TurnTooLarge beyond the bounds. */
export function turnProblems(loaded: LoadedWorld, realm: string, body: TurnBody, lang: Lang, rules: PhoenixRules = DEFAULT_RULES): Problem[] {
  boundTurnText(body);
  const input = turnInput(body, lang);
  if (Array.isArray(input)) return [...(input as readonly Problem[])];
  const { turn, problems } = input as { turn: NonNullable<ReturnType<typeof parseTurnText>['turn']>; problems: Problem[] };
  boundTurn(turn);
  if (turn.realm !== realm) {
    return [...problems, { code: 'wrong-realm', message: `the turn is written for "${turn.realm}", but you play ${realm}`, where: 'realm' }];
  }
  return [...problems, ...checkTurn(loaded, turn, rules, lang)];
}

/** The bound a turn exceeds, or undefined (a text turn read in German: a bound is a count, the same in either language). */
export function turnTooLarge(body: TurnBody): Problem | undefined {
  try {
    if (body.format === 'json') {
      boundTurnJson(body.content);
      return undefined;
    }
    boundTurnText(body);
    const input = parsedIn(body, 'de');
    if (!Array.isArray(input)) boundTurn((input as { turn: Turn }).turn);
    return undefined;
  } catch (error) {
    if (error instanceof TurnTooLarge) return error.problem;
    throw error;
  }
}
