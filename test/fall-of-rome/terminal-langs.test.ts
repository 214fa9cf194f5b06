import { describe, expect, it } from 'vitest';
import { counted, LANGS, TEXTS, type Lang } from '../../src/games/fall-of-rome/play/lang.js';
import { menuWords } from '../../src/games/fall-of-rome/play/menu.js';
import { EVENT_EFFECTS } from '../../src/games/fall-of-rome/play/names.js';

// Every sentence the terminal tells exists in each of its four languages (issue 45 item 2). The
// types make each language's record complete; this checks it at run time too, and that Dutch and
// French are worded, not English copied.

/** Every text of a record by its path; a wording function is read with sample arguments. */
function leaves(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (typeof value === 'function') return [[path, String((value as (...args: unknown[]) => unknown)(2, 2))]];
  if (Array.isArray(value)) return value.flatMap((v, i) => leaves(v, `${path}[${i}]`));
  if (typeof value === 'object' && value !== null) return Object.entries(value).flatMap(([k, v]) => leaves(v, path === '' ? k : `${path}.${k}`));
  return [[path, String(value)]];
}

const RECORDS: readonly [string, (lang: Lang) => unknown][] = [
  ['TEXTS', (lang) => TEXTS[lang]],
  ['menu words', (lang) => menuWords(lang)],
  ['event effects', (lang) => EVENT_EFFECTS[lang]],
];

describe('FR terminal texts in English, German, Dutch and French (issue 45 item 2)', () => {
  it('offers the four languages', () => {
    expect(LANGS).toEqual(['en', 'de', 'nl', 'fr']);
  });

  for (const [name, record] of RECORDS) {
    it(`has every ${name} key in every language, none empty where English says something`, () => {
      const english = new Map(leaves(record('en')));
      for (const lang of LANGS) {
        const texts = new Map(leaves(record(lang)));
        expect([...texts.keys()], lang).toEqual([...english.keys()]);
        for (const [path, text] of texts) if ((english.get(path) ?? '') !== '') expect(text.trim(), `${lang} ${path}`).not.toBe('');
      }
    });

    it(`words ${name} in Dutch and French, not as English copies`, () => {
      const english = leaves(record('en'));
      for (const lang of ['nl', 'fr'] as const) {
        const texts = new Map(leaves(record(lang)));
        // Marks, names and numbers read alike in every language ("  ↳ ", "{seat}: {kind}"), and a few words ("+2 actions" in French); the rest do not.
        const same = english.filter(([path, text]) => /[a-z]{4}/i.test(text.replace(/\{\w+\}/g, '')) && texts.get(path) === text).map(([path]) => path);
        expect(same.length / english.length, `${lang}: ${same.join(', ')}`).toBeLessThan(0.1);
      }
    });
  }

  it('writes counts in each language’s number format, French nouns singular for 0 and 1', () => {
    expect(counted('en', 12345, 'legion')).toBe('12,345 legions');
    expect(counted('de', 12345, 'legion')).toBe('12.345 Legionen');
    expect(counted('nl', 12345, 'legion')).toBe('12.345 legioenen');
    expect(counted('fr', 12345, 'legion')).toBe('12\u202f345 légions');
    expect(counted('fr', 0, 'legion')).toBe('0 légion');
    expect(counted('nl', 0, 'legion')).toBe('0 legioenen');
    expect(counted('en', 1, 'barbarianCard')).toBe('1 barbarian card');
    expect(counted('nl', 2, 'barbarianCard')).toBe('2 barbaarkaarten');
    expect(counted('fr', 2, 'barbarianCard')).toBe('2 cartes Barbare');
  });
});
