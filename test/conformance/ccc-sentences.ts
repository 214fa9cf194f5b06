import { readFileSync } from 'node:fs';

/** A copy of ../shared/rules/ccc-land-combat/land-combat-6.6.3.en-de.txt, so the suite runs anywhere. The chapter's sentences, English and German, as the rule file holds them (headings and key words left out). */
export function chapterSentences(path = 'test/conformance/ccc-land-combat-6.6.3.en-de.txt'): { en: string[]; de: string[] } {
  const text = readFileSync(path, 'utf8').replace(/\u00a0/g, ' ');
  const body = text.slice(text.indexOf('English / Deutsch') + 'English / Deutsch'.length, text.indexOf('Previous Chapter'));
  const split = (part: string): string[] =>
    part
      .split(/\n+/)
      .map((line) => line.trim())
      .filter((line) => line !== '')
      .flatMap((line) => line.split(/(?<!e\.g\.|z\.B\.)(?<=[.!?])\s+(?=[A-ZÄÖÜ])/))
      .map((s) => s.trim())
      .filter((s) => s !== '');
  const cut = body.indexOf('Falls ein Landkampf');
  return { en: split(body.slice(0, cut)), de: split(body.slice(cut)) };
}
