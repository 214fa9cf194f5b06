import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Problem } from '../../../src/kernel/problems.js';
import { Refusal } from '../api/client';
import { LangContext } from '../app/i18n';
import { LANGS, type Lang } from '../app/lang';
import { TEXTS } from '../app/texts';
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

  it('says the server’s usual refusals (period-closed, version-conflict, paused) in the page’s language, not the server’s English', () => {
    const shown = (lang: Lang, code: string, message: string) =>
      renderToStaticMarkup(createElement(LangContext.Provider, { value: lang }, createElement(ErrorNote, { error: new Refusal(409, code, message, []) })));
    const closed = 'turn 3 is not open: the match is in turn 4';
    expect(shown('nl', 'period-closed', closed)).toContain('Geweigerd');
    expect(shown('nl', 'period-closed', closed)).toContain(TEXTS.periodClosedRefusal.nl);
    expect(shown('fr', 'period-closed', closed)).toContain('Refusé');
    expect(shown('fr', 'period-closed', closed)).toContain(TEXTS.periodClosedRefusal.fr);
    for (const lang of LANGS) {
      expect(shown(lang, 'period-closed', closed)).not.toContain('is not open');
      expect(shown(lang, 'version-conflict', 'the match is at version 5, not 4: read it again')).not.toContain('read it again');
      expect(shown(lang, 'paused', 'the game master has paused this match')).toContain(TEXTS.matchPaused[lang].slice(0, 20));
    }
  });
});
