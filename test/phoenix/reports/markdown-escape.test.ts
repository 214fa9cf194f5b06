import { marked } from 'marked';
import { describe, expect, it } from 'vitest';
import { escapeMarkdown, renderMarkdown } from '../../../src/games/phoenix/reports/doc.js';

// Issue 47: names and orders in a Markdown report are the players' own words, shown as written.
const NASTY = ['see www.evil.example now', '*Nord*mark', '_Sued_', 'Rabe [hier](http://evil.example)', '<img src=x onerror=alert(1)>', '`code`', 'a\\b', '# Titel', '1. Liga', '- Strich', 'Wert | Pipe'];

describe('Markdown reports escape what players wrote', () => {
  it('renders every name literally: no emphasis, link, HTML or heading made of it', () => {
    const doc = { title: NASTY[0] as string, sections: [{ heading: NASTY[2] as string, lines: NASTY, table: { head: ['Name'], rows: NASTY.map((n) => [n]) } }] };
    const html = marked.parse(renderMarkdown(doc), { async: false });
    expect(html).not.toMatch(/<(em|strong|a|img|code|h[3-6])\b/);
    // Every name comes back as its own text.
    const text = html.replace(/<[^>]+>/g, '').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');
    for (const name of NASTY) expect(text).toContain(name);
  });

  it('leaves ordinary report text as it was', () => {
    for (const text of ['Heer 101 zieht nach 503/21 (R §3.3).', 'Schatzkammer: 12.000 GS → 13.500 GS', '„FOO“ ist kein Befehl.']) expect(escapeMarkdown(text)).toBe(text);
  });
});
