import { DIRECTIONS, DIRECTION_ALIASES } from '../map/coords.js';
import { UNIT_CODES, type UnitCode } from '../data/units.js';
import type { SideName } from '../world/schema.js';
import { parsePlace } from '../world/places.js';
import type { Place, Units } from './ast.js';
import { WORDS, type Word } from './keywords.js';
import { normalizeWord, type Token } from './lexer.js';

/** A line that does not follow its order's syntax: where, and what was expected. */
export class SyntaxFail {
  constructor(
    readonly column: number,
    readonly code: string,
    readonly params: Readonly<Record<string, string>>,
  ) {}
}

/** Reads the words of one order line left to right; every miss throws a SyntaxFail with its column. */
export class Cursor {
  private position = 1;

  constructor(
    private readonly tokens: readonly Token[],
    private readonly endColumn: number,
  ) {}

  /** Column of the word last read, and of the next one (or the line's end). */
  get lastColumn(): number {
    return this.tokens[this.position - 1]?.column ?? this.endColumn;
  }

  get nextColumn(): number {
    return this.tokens[this.position]?.column ?? this.endColumn;
  }

  get done(): boolean {
    return this.position >= this.tokens.length;
  }

  peekWord(): string | undefined {
    const token = this.tokens[this.position];
    return token === undefined ? undefined : normalizeWord(token.text);
  }

  private take(what: string): Token {
    const token = this.tokens[this.position];
    if (token === undefined) throw new SyntaxFail(this.endColumn, 'missing', { what });
    this.position++;
    return token;
  }

  /** Consumes one of the words if it comes next. */
  word<W extends Word>(...words: W[]): W | undefined {
    const next = this.peekWord();
    const found = words.find((w) => next !== undefined && (WORDS[w] as readonly string[]).includes(next));
    if (found !== undefined) this.position++;
    return found;
  }

  expectWord<W extends Word>(...words: W[]): W {
    const found = this.word(...words);
    if (found !== undefined) return found;
    const token = this.tokens[this.position];
    const options = words.map((w) => WORDS[w][0]?.toUpperCase()).join(' / ');
    throw new SyntaxFail(token?.column ?? this.endColumn, token === undefined ? 'missing' : 'expected-word', { what: options, got: token?.text ?? '' });
  }

  int(what: string): number {
    const token = this.take(what);
    const text = token.text;
    if (!/^\d+$/.test(text) && !/^\d{1,3}([.,']\d{3})+$/.test(text)) throw new SyntaxFail(token.column, 'not-number', { what, got: text });
    return Number(text.replace(/[.,']/g, ''));
  }

  place(what: string): Place {
    const token = this.take(what);
    const match = /^(\d{3,4})[/-](\d{1,2})$/.exec(token.text);
    const text = match === null ? '' : `${match[1]}/${(match[2] as string).padStart(2, '0')}`;
    if (match === null || parsePlace(text) === undefined) throw new SyntaxFail(token.column, 'not-place', { what, got: token.text });
    return text;
  }

  side(what: string): SideName {
    const token = this.take(what);
    const direction = DIRECTION_ALIASES[token.text.toUpperCase()];
    if (direction === undefined) throw new SyntaxFail(token.column, 'not-side', { what, got: token.text });
    return DIRECTIONS[direction];
  }

  /** A free word: a realm id, a figure id, a rule name. */
  name(what: string): string {
    return this.take(what).text;
  }

  /** The rest of the line as unit counts: "K 500 HF 1". */
  units(): Units {
    const units: Record<string, number> = {};
    if (this.done) throw new SyntaxFail(this.endColumn, 'missing', { what: 'units' });
    while (!this.done) {
      const token = this.take('unit');
      const code = token.text.toUpperCase();
      if (!UNIT_CODES.includes(code as UnitCode)) throw new SyntaxFail(token.column, 'not-unit', { got: token.text });
      if (units[code] !== undefined) throw new SyntaxFail(token.column, 'unit-twice', { got: code });
      units[code] = this.int(code);
    }
    return units as Units;
  }

  places(what: string): Place[] {
    const list: Place[] = [];
    while (!this.done && /^\d/.test(this.tokens[this.position]?.text ?? '')) list.push(this.place(what));
    return list;
  }

  end(): void {
    const token = this.tokens[this.position];
    if (token !== undefined) throw new SyntaxFail(token.column, 'extra', { got: token.text });
  }
}
