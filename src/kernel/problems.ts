/** A reason a command, order or input is refused: a code for programs, a message for people, and where. */
export interface Problem {
  readonly code: string;
  readonly message: string;
  /** Where the problem is: a JSON path ("sides.attacker.armies[0].K"), a line and column, or a field. */
  readonly where?: string;
  /** The message in other languages, by language code ("de"), where the game words it so: `message` is English. */
  readonly texts?: Readonly<Record<string, string>>;
  /** A note that refuses nothing ("Hinweis"): the input is carried out, but not as the player may expect. Absent: a refusal. */
  readonly severity?: 'warning';
}

/** Bad input: carries every problem found, so callers can show them all at once. */
export class InputError extends Error {
  constructor(
    readonly problems: readonly Problem[],
    readonly source?: string,
  ) {
    super(problems.map((p) => formatProblem(p, source)).join('\n'));
    this.name = 'InputError';
  }
}

export function formatProblem(problem: Problem, source?: string): string {
  const place = [source, problem.where].filter((part) => part !== undefined && part !== '').join(': ');
  return place === '' ? problem.message : `${place}: ${problem.message}`;
}

/** A problem's message in `lang` where the game gave one, else its English message. */
export function problemText(problem: Problem, lang: string): string {
  return problem.texts?.[lang] ?? problem.message;
}

/** A turn that asks more work of a check than a server gives one turn: refused whole, before it is checked. */
export class TurnTooLarge extends Error {
  constructor(readonly problem: Problem) {
    super(problem.message);
    this.name = 'TurnTooLarge';
  }
}

/**
 * A refusal whose texts are worded when first read: bots ask yes or no of many commands, and
 * nobody reads those refusals' texts. The texts are enumerable getters, so the refusal prints,
 * compares and crosses to a worker as plain data, its keys in the order code, message, texts,
 * where; `message` is the English text.
 */
export function wordedWhenRead<Lang extends string>(code: string, word: () => Readonly<Record<Lang | 'en', string>>, where?: string): Problem & { readonly texts: Readonly<Record<Lang | 'en', string>> } {
  let worded: Readonly<Record<Lang | 'en', string>> | undefined;
  const wording = () => (worded ??= word());
  const refused: { code: string; readonly message: string; readonly texts: Readonly<Record<Lang | 'en', string>>; where?: string } = {
    code,
    get message() {
      return wording().en;
    },
    get texts() {
      return wording();
    },
  };
  if (where !== undefined) refused.where = where;
  return refused;
}
