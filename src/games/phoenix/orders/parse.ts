import type { Problem } from '../../../kernel/problems.js';
import type { LocatedOrder, Order, Turn } from './ast.js';
import { CAPABILITY_BY_KEYWORD, ORDER_BY_KEYWORD, REALM_KEYWORDS } from './keywords.js';
import { normalizeWord, stripComment, tokenize } from './lexer.js';
import { GRAMMAR } from './parse-order.js';
import { parseMessage } from './parse-messages.js';
import { Cursor, SyntaxFail } from './syntax.js';

export function lineColumn(line: number, column: number): string {
  return `line ${line}, column ${column}`;
}

/** A problem's place for people: "Zeile 3, Spalte 19" in German; `where` itself stays the locator programs read. */
export function placeText(where: string | undefined, lang: 'de' | 'en'): string {
  if (where === undefined) return '';
  if (lang !== 'de') return where;
  return where.replace(/^line (\d+)(?:, column (\d+))?/, (_, line: string, column?: string) => `Zeile ${line}${column === undefined ? '' : `, Spalte ${column}`}`);
}

/**
 * Reads a realm's turn in the plain-text order language (docs/phoenix/orders.md): a header
 * "REICH <realm>", then one order per line. Every bad line becomes a problem naming its line and
 * column; the good lines still make the turn. Without a header there is no turn. The source
 * name is for symmetry with parseTurnJson: problems name line and column, callers add the file.
 */
export function parseTurnText(text: string, _source?: string, lang: 'de' | 'en' = 'de'): { turn: Turn | undefined; problems: Problem[] } {
  const problems: Problem[] = [];
  const orders: LocatedOrder[] = [];
  let realm: string | undefined;
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const fail = (line: number, column: number, code: string, params: Readonly<Record<string, string>> = {}) =>
    problems.push({ code, message: parseMessage(code, params, lang), where: lineColumn(line, column) });

  lines.forEach((raw, i) => {
    const line = i + 1;
    const content = stripComment(raw);
    const tokens = tokenize(content);
    const first = tokens[0];
    if (first === undefined) return;
    const keyword = normalizeWord(first.text);
    if ((REALM_KEYWORDS as readonly string[]).includes(keyword)) {
      if (realm !== undefined || orders.length > 0) return fail(line, first.column, 'realm-twice');
      const name = tokens[1];
      if (name === undefined) return fail(line, content.trimEnd().length + 1, 'missing', { what: 'realm' });
      if (tokens[2] !== undefined) return fail(line, tokens[2].column, 'extra', { got: tokens[2].text });
      realm = name.text.toLowerCase();
      return;
    }
    const loc = { line, column: first.column, source: raw.trim() };
    const capability = CAPABILITY_BY_KEYWORD.get(keyword);
    if (capability !== undefined) {
      orders.push({ type: 'unsupported', keyword: first.text.toUpperCase(), capability, loc });
      return;
    }
    const type = ORDER_BY_KEYWORD.get(keyword);
    const grammar = type === undefined ? undefined : GRAMMAR[type];
    if (grammar === undefined) return fail(line, first.column, 'unknown-keyword', { got: first.text });
    const cursor = new Cursor(tokens, content.trimEnd().length + 1);
    try {
      const order: Order = grammar(cursor);
      cursor.end();
      orders.push({ ...order, loc } as LocatedOrder);
    } catch (error) {
      if (!(error instanceof SyntaxFail)) throw error;
      fail(line, error.column, error.code, error.params);
    }
  });
  if (realm === undefined) {
    problems.unshift({ code: 'no-realm', message: parseMessage('no-realm', {}, lang), where: lineColumn(1, 1) });
    return { turn: undefined, problems };
  }
  return { turn: { realm, orders }, problems };
}
