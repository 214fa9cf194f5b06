import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Problem } from '../../../src/kernel/problems.js';
import { Refusal } from '../api/client';
import { LangContext } from '../app/i18n';
import { ErrorNote } from './Problem';

// D-24: a refusal whose problems are worded in the page's language shows those words alone; otherwise the server's English with the fields.

const worded: Problem = { code: 'no-city', message: 'there is no city "Atlantis"', where: 'to', texts: { en: 'there is no city “Atlantis”', de: 'es gibt keine Stadt „Atlantis“' } };
const plain: Problem = { code: 'bad-field', message: 'expected a number', where: 'legions' };

function note(lang: 'de' | 'en', problems: readonly Problem[]): string {
  const error = new Refusal(422, 'invalid-command', `to: ${problems.map((p) => p.message).join('; ')}`, problems);
  return renderToStaticMarkup(createElement(LangContext.Provider, { value: lang }, createElement(ErrorNote, { error })));
}

describe('ErrorNote', () => {
  it('shows the German words on a German page, without the English summary or field names', () => {
    const html = note('de', [worded]);
    expect(html).toContain('Abgelehnt');
    expect(html).toContain('es gibt keine Stadt „Atlantis“');
    expect(html).not.toContain('there is no city');
    expect(html).not.toContain('<code>');
  });

  it('shows the English words on an English page, without the summary or field names', () => {
    const html = note('en', [worded]);
    expect(html).toContain('Refused');
    expect(html).toContain('there is no city “Atlantis”');
    expect(html).not.toContain('to: there is no city');
    expect(html).not.toContain('es gibt keine Stadt');
    expect(html).not.toContain('<code>');
  });

  it('keeps the server message and the field where a problem is not worded in the page language', () => {
    for (const lang of ['de', 'en'] as const) {
      const html = note(lang, [worded, plain]);
      expect(html).toContain('<code>legions</code>');
      expect(html).toContain('expected a number');
      expect(html).toContain('to: there is no city &quot;Atlantis&quot;; expected a number');
    }
  });
});
