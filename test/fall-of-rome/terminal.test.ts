import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { makeBot } from '../../src/games/fall-of-rome/bots/index.js';
import { colourWanted } from '../../src/games/fall-of-rome/play/colour.js';
import type { Lang } from '../../src/games/fall-of-rome/play/lang.js';
import { playTerminal } from '../../src/games/fall-of-rome/play/terminal.js';

/** A whole game at the terminal, every seat a bot or `humans` answering `lines`; the text printed. */
async function transcript(seed: number, lang: Lang, colour: boolean, humans: string[] = [], lines: string[] = []): Promise<string> {
  const input = new PassThrough();
  const output = new PassThrough();
  let text = '';
  output.on('data', (chunk: Buffer) => (text += chunk.toString()));
  input.end(lines.join('\n'));
  await playTerminal({ options: { players: 2, roles: ['consul', 'magister-militum'] }, seed, humans: new Set(humans), bot: makeBot('heuristic'), input, output, lang, colour });
  return text;
}

const ESC = String.fromCharCode(27);
const GOLDEN = join(import.meta.dirname, 'golden', 'terminal-seed-11.txt');

describe('FR terminal: the story of each step (issue 17)', () => {
  it('tells dice with their faces, battles with both sides’ losses, cards drawn, invasions, revolts and the end (golden transcript)', async () => {
    const text = await transcript(11, 'en', false);
    expect(text).toMatch(/Battle in [A-Z][a-z]+ \(p[12]\): dice \[(\d=(kill|lose|special)[a-z0-9 ]*(, )?)+\]/);
    expect(text).toMatch(/\n {2}barbarians −\d+, legions −\d+/);
    expect(text).toMatch(/\np[12] draws [A-Z][a-z]+\/[A-Z][a-zA-Z]/);
    expect(text).toMatch(/\np[12] draws a REVOLT!/);
    expect(text).toMatch(/\nBarbarian card [A-Z][a-z ]+\/[A-Z][a-zA-Z] \(from the bottom\)/);
    expect(text).toMatch(/\nThe [A-Z][a-z]+ invade [A-Z][a-z]+\n[A-Z][a-z ]+: [A-Z][a-z]+ \+1 \(now \d\)/);
    expect(text).toMatch(/\nInvasion rate \d, recruitment rate \d/);
    expect(text).toMatch(/\nThe players have (WON|LOST): /);
    expect(text.includes(`${ESC}[`)).toBe(false);
    if (process.env.UPDATE_GOLDEN === '1') writeFileSync(GOLDEN, text);
    expect(text).toBe(readFileSync(GOLDEN, 'utf8'));
  });

  it('tells sacks and their chains, and the decline', async () => {
    let found = '';
    for (let seed = 1; seed <= 30 && found === ''; seed++) {
      const text = await transcript(seed, 'en', false);
      if (/SACKED/.test(text)) found = text;
    }
    expect(found).toMatch(/\n( {2}↳ )?[A-Z][a-z ]+ is SACKED by the [A-Z][a-z&\- ]+!\nDecline \d\/8/);
  });

  it('is the same byte for byte for the same seed, and told in German when asked', async () => {
    expect(await transcript(11, 'en', false)).toBe(await transcript(11, 'en', false));
    const de = await transcript(11, 'de', false);
    expect(de).toMatch(/Kampf in [A-Z][a-z]+ \(p[12]\): Würfel \[/);
    expect(de).toMatch(/\n {2}Barbaren −\d+, Legionen −\d+/);
    expect(de).toMatch(/zieht einen AUFSTAND!/);
    expect(de).toMatch(/Die Spieler haben (GEWONNEN|VERLOREN)/);
    expect(de).not.toMatch(/Battle in|draws/);
  });

  it('colours tribes, legions and alarms only when asked; NO_COLOR and a pipe turn colour off', async () => {
    const text = await transcript(11, 'en', true);
    expect(text).toContain(`${ESC}[34m`);
    expect(text).toContain(`${ESC}[31m`);
    expect(colourWanted({ isTTY: true }, {})).toBe(true);
    expect(colourWanted({ isTTY: false }, {})).toBe(false);
    expect(colourWanted({ isTTY: true }, { NO_COLOR: '1' })).toBe(false);
    expect(colourWanted({ isTTY: true }, { TERM: 'dumb' })).toBe(false);
    expect(colourWanted({ isTTY: false }, { FORCE_COLOR: '1' })).toBe(true);
  });

  it('offers every number of legions and dice, each with its cost', async () => {
    const text = await transcript(11, 'en', false, ['p1'], ['quit']);
    const menu = text.slice(text.indexOf('p1, choose:'));
    for (const n of [1, 2, 3]) expect(menu).toMatch(new RegExp(`march to Genua with ${n} legion\\(s\\) \\[1 action\\]`));
    expect(menu).toMatch(/march to Genua \[1 action\]/);
    expect(menu).toMatch(/recruit legions \[1 action\]/);
    expect(menu).toMatch(/end actions: draw 2 cards\n/);
  });
});
