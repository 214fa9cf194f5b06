import { describe, expect, it } from 'vitest';
import { ORDER_KEYWORDS } from '../../../src/games/phoenix/orders/keywords.js';
import { normalizeWord } from '../../../src/games/phoenix/orders/lexer.js';
import { parseTurnText } from '../../../src/games/phoenix/orders/parse.js';
import { ORDER_REFERENCE } from '../../../src/games/phoenix/orders/reference.js';

describe('the order reference beside the editor', () => {
  it('covers every order of the language once', () => {
    expect(ORDER_REFERENCE.map((entry) => entry.order).sort()).toEqual(Object.keys(ORDER_KEYWORDS).sort());
  });

  it.each(ORDER_REFERENCE.map((entry) => [entry.order, entry] as const))('%s: keywords are the parser’s, and the example is read as that order', (order, entry) => {
    const aliases = ORDER_KEYWORDS[order] as readonly string[];
    for (const keyword of entry.keywords) expect(aliases).toContain(normalizeWord(keyword));
    const { turn, problems } = parseTurnText(`REICH nordmark\n${entry.example}\n`);
    expect(problems).toEqual([]);
    const parsed = turn?.orders[0] as { type: string } | undefined;
    // Some keywords share one order type of the AST: rights of way and coastal waters ('right'), promotion and demotion ('rank').
    const shared: Record<string, string> = { wegerecht: 'right', kuestenrecht: 'right', promote: 'rank', demote: 'rank' };
    expect(parsed?.type).toBe(shared[order] ?? order);
  });
});
