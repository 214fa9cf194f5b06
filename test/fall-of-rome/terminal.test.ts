import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { makeBot } from '../../src/games/fall-of-rome/bots/index.js';
import { colourWanted } from '../../src/games/fall-of-rome/play/colour.js';
import type { Lang } from '../../src/games/fall-of-rome/play/lang.js';
import { playTerminal } from '../../src/games/fall-of-rome/play/terminal.js';
import { menuEntries, type MenuEntry } from '../../src/games/fall-of-rome/play/menu.js';
import { offeredCommands } from '../../src/games/fall-of-rome/offers.js';
import { randomBot } from '../../src/games/fall-of-rome/bots/random.js';
import { seatToMove } from '../../src/games/fall-of-rome/legal.js';
import { fallOfRomeRules as rules } from '../../src/games/fall-of-rome/rules.js';
import { Match } from '../../src/kernel/match.js';
import { SeededDice } from '../../src/kernel/dice.js';
import { englishWords } from '../web/english-words.js';

/** A whole game at the terminal, every seat a bot or `humans` answering `lines`; the text printed. */
async function transcript(seed: number, lang: Lang, colour: boolean, humans: string[] = [], lines: string[] = [], options: { players: number; roles: readonly string[] } = TWO): Promise<string> {
  const input = new PassThrough();
  const output = new PassThrough();
  let text = '';
  output.on('data', (chunk: Buffer) => (text += chunk.toString()));
  input.end(lines.join('\n'));
  await playTerminal({ options: { players: options.players, roles: [...options.roles] as never }, seed, humans: new Set(humans), bot: makeBot('heuristic'), input, output, lang, colour });
  return text;
}

const ESC = String.fromCharCode(27);
const TWO = { players: 2, roles: ['consul', 'magister-militum'] as const };

/** The number p1 types for the first menu line of `kind` and `card` at the start of game `seed`. */
function lineOf(seed: number, kind: MenuEntry['kind'], card: string, corrupt: boolean): string {
  const match = new Match(rules, { ...TWO, roles: [...TWO.roles] }, seed);
  const i = menuEntries(match.view('p1')).findIndex((e) => e.kind === kind && e.kind !== 'command' && e.card === card && e.corrupt === corrupt);
  expect(i).toBeGreaterThanOrEqual(0);
  return String(i + 1);
}
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
    expect(de).toMatch(/\nWarten auf p[12]: Entfernen von Barbaren\n/);
    expect(de).toMatch(/\nWarten auf p[12]: Abwerfen\n/);
    // Counts take the noun's number, not "Legion(en)".
    expect(de).toMatch(/, 4 Aktionen übrig ==\n/);
    expect(de).toMatch(/\n-- Invasion: 2 Barbarenkarten --\n/);
    expect(de).not.toMatch(/[a-z]\((en|n|e|s)\)/);
    expect(englishWords(de.split('\n').slice(1).join('\n').replace(/"[a-z]+"/g, ''))).toEqual([]);
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

  it('says in German why a typed command is refused, and in English in English', async () => {
    const typed = ['{"type":"march","to":"Atlantis"}', '{"type":"ally","tribe":"huns","cards":[]}', 'quit'];
    const de = await transcript(17, 'de', false, ['p1'], typed);
    const refusals = de.split('\n').map((line) => line.replace(/^> /, '')).filter((line) => line.startsWith('Abgelehnt: '));
    expect(refusals[0]).toBe('Abgelehnt: es gibt keine Stadt „Atlantis“');
    expect(refusals[1]).toMatch(/^Abgelehnt: .*Hunnen/);
    expect(refusals.flatMap((line) => englishWords(line.replace(/„[^“]*“/g, '')))).toEqual([]);
    const en = await transcript(17, 'en', false, ['p1'], typed);
    expect(en).toContain('Refused: to: there is no city "Atlantis"');
  });

  it('tells whole German games without English words (solitaire and five seats)', async () => {
    for (const [seed, players] of [[14, 1], [15, 5]] as const) {
      const text = await transcript(seed, 'de', false, [], [], { players, roles: [] });
      // The game's title, the commands typed as words ("board", "undo") and the German word "Hand" stay.
      const lines = text.split('\n').slice(1).map((line) => line.replace(/"[a-z]+"/g, '').replace(/gemeinsame Hand/, ''));
      expect(lines.flatMap((line) => englishWords(line).map((word) => `${word} in: ${line}`))).toEqual([]);
    }
  });

  it('asks the faces of Veni, vidi, vici after Alea iacta est, until the rules accept them', async () => {
    // Seed 429: p1 (Consul, Roma, 4 legions) holds Alea iacta est and Veni, vidi, vici.
    const match = new Match(rules, { ...TWO, roles: [...TWO.roles] }, 429);
    const first = menuEntries(match.view('p1'));
    const alea = first.findIndex((e) => e.kind === 'command' && e.command.type === 'event' && e.command.card === 'alea-iacta-est' && e.command.corrupt !== true);
    match.submit('p1', (first[alea] as Extract<MenuEntry, { kind: 'command' }>).command);
    const after = menuEntries(match.view('p1'));
    const veni = after.findIndex((e) => e.kind === 'choices' && e.card === 'veni-vidi-vici' && !e.corrupt);
    const target = match.view('p1').cities.find((c) => Object.keys(c.barbarians).length > 0)!.name;
    const choices = (after[veni] as Extract<MenuEntry, { kind: 'choices' }>).commands;
    const pick = choices.findIndex((c) => c.type === 'event' && c.to === target && c.legions === 3 && c.dice === undefined && !('barbarians' in c));
    const text = await transcript(429, 'de', false, ['p1'], [String(alea + 1), String(veni + 1), String(pick + 1), '7', '6 6', '6 6 6', 'quit']);
    expect(text).toContain('Nicht verstanden: "7".');
    expect(text).toContain('Noch nicht: Gib für jeden Würfel der Schlacht genau eine Augenzahl an.');
    expect(text).toMatch(new RegExp(`Kampf in ${target} \\(p1\\): Würfel gesetzt auf \\[6=[^,]+, 6=[^,]+, 6=[^\\]]+\\]`));
  });

  it('offers every number of legions and dice, each with its cost', async () => {
    const text = await transcript(11, 'en', false, ['p1'], ['quit']);
    const menu = text.slice(text.indexOf('p1, choose:'));
    for (const n of [2, 3]) expect(menu).toMatch(new RegExp(`march to Genua with ${n} legions \\[1 action\\]`));
    expect(menu).toMatch(/march to Genua with 1 legion \[1 action\]/);
    expect(menu).toMatch(/march to Genua \[1 action\]/);
    expect(menu).toMatch(/recruit legions \[1 action\]/);
    expect(menu).toMatch(/end actions: draw 2 cards\n/);
  });

  it('offers every event play of the seat’s view in its menu: each card and form as one line with its choices behind it', () => {
    let events = 0;
    for (let seed = 1; seed <= 6; seed++) {
      const match = new Match(rules, { players: 3 }, seed);
      const dice = new SeededDice(seed);
      for (let i = 0; i < 300 && seatToMove(match.state) !== undefined; i++) {
        const seat = seatToMove(match.state) as string;
        const view = match.view(seat);
        const offered = offeredCommands(view).filter((c) => c.type === 'event').map((c) => JSON.stringify(c));
        const listed = menuEntries(view).flatMap((e) => (e.kind === 'command' ? [e.command] : e.kind === 'choices' ? e.commands : [])).filter((c) => c.type === 'event').map((c) => JSON.stringify(c));
        expect(listed.sort()).toEqual(offered.sort());
        events += offered.length;
        match.submit(seat, randomBot.choose(match.state, (a, b) => dice.int(a, b)));
      }
    }
    expect(events).toBeGreaterThan(1000);
  });

  it('plays an event from its list of choices', async () => {
    // Seed 17: p1 holds Festina lente; its normal form moves one pawn to any city.
    const text = await transcript(17, 'en', false, ['p1'], [lineOf(17, 'choices', 'festina-lente', false), '3', 'quit'], TWO);
    expect(text).toMatch(/play Festina lente: \d+ choices → \[card\]/);
    expect(text).toMatch(/\n +3\. event festina-lente p1 → Londinium\n/);
    expect(text).toMatch(/\np1 moves to Londinium\n/);
  });

  it('builds corrupt Festina lente pawn by pawn, says why a draft is refused, and plays it when the rules accept it', async () => {
    const text = await transcript(17, 'en', false, ['p1'], [lineOf(17, 'compose', 'festina-lente', true), 'Genua 3', 'Ravenna 3', 'Genua 3', 'Ravenna 1', 'quit'], TWO);
    expect(text).toMatch(/play Festina lente \(corrupt\): your own choice, part by part → \[card, decline \+1\]/);
    expect(text).toContain('Not yet: only 4 legions stand in Roma');
    expect(text).toMatch(/So far: event festina-lente p1 → Genua \+3 L, p2 → Ravenna \+1 L \(corrupt\)\n/);
    expect(text).toMatch(/\np1 moves to Genua\n/);
    expect(text).toMatch(/\np2 moves to Ravenna\n/);
    const de = await transcript(17, 'de', false, ['p1'], [lineOf(17, 'compose', 'festina-lente', true), 'Genua 3', 'Ravenna 3', 'back', 'quit'], TWO);
    expect(de).toContain('Noch nicht: So viele Legionen stehen dort nicht.');
  });

  it('builds Mortui non mordent barbarian by barbarian from any cities', async () => {
    // Seed 65: p1 holds Mortui non mordent; barbarians of one tribe picked from two cities.
    const match = new Match(rules, { ...TWO, roles: [...TWO.roles] }, 65);
    const view = match.view('p1');
    const byTribe = new Map<string, string[]>();
    for (const city of view.cities) for (const tribe of Object.keys(city.barbarians)) byTribe.set(tribe, [...(byTribe.get(tribe) ?? []), city.name]);
    const [tribe, cities] = [...byTribe].find(([, list]) => list.length >= 2) as [string, string[]];
    const numbered = view.cities.flatMap((c) => Object.keys(c.barbarians).map((t) => `${c.name}|${t}`));
    const first = numbered.indexOf(`${cities[0]}|${tribe}`) + 1;
    // After the first pick the list is the same unless that city held a single barbarian of the tribe.
    const afterFirst = numbered.filter((k) => k !== `${cities[0]}|${tribe}` || (view.cities.find((c) => c.name === cities[0])?.barbarians as Record<string, number>)[tribe]! > 1);
    const second = afterFirst.indexOf(`${cities[1]}|${tribe}`) + 1;
    const text = await transcript(65, 'en', false, ['p1'], [lineOf(65, 'compose', 'mortui-non-mordent', false), 'done', String(first), String(second), 'done', 'quit'], TWO);
    // "done" with nothing picked is refused with the reason.
    expect(text).toMatch(/Not yet: name 1 to 2 barbarians\n/);
    expect(text).toContain(`So far: event mortui-non-mordent − 1 ${cities[0]}: ${tribe}, 1 ${cities[1]}: ${tribe}\n`);
    expect(text).toMatch(new RegExp(`\n${cities[1]}: [A-Za-z& -]+ −1`));
  });
});
