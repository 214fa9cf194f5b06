import { spawnSync } from 'node:child_process';
import { PassThrough } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { EDGES, SQUARES } from '../../src/games/domaine/board.js';
import { heuristicBot } from '../../src/games/domaine/bots/heuristic.js';
import { mctsBot } from '../../src/games/domaine/bots/mcts.js';
import { randomBot } from '../../src/games/domaine/bots/random.js';
import { checkCommand, neighbourDomaines } from '../../src/games/domaine/check.js';
import type { DomCommand } from '../../src/games/domaine/commands.js';
import { borderEdges, expansions, ownDomaines, randomLegal, seatToMove, treasons } from '../../src/games/domaine/legal.js';
import { menuRoot, type Step } from '../../src/games/domaine/play/menu.js';
import { playTerminal } from '../../src/games/domaine/play/terminal.js';
import { PLAY_LANGS, WORDS, type PlayLang, type Words } from '../../src/games/domaine/play/words.js';
import { domaineRules } from '../../src/games/domaine/ruleset.js';
import type { DomOptions } from '../../src/games/domaine/setup.js';
import { seatIndex, seatName, type DomState } from '../../src/games/domaine/state.js';
import { SeededDice } from '../../src/kernel/dice.js';
import { Match, stepSeed } from '../../src/kernel/match.js';
import { cli } from '../cli/run.js';

// Three things a person at the terminal needs (issue 45 item 3): every legal command reachable
// through the menu's questions, a whole game played from typed lines, and moves told in sentences.

/** A command as a key for sets: its fields in a fixed order. */
const key = (c: DomCommand): string => JSON.stringify(c, Object.keys(c).sort());

/**
 * Every legal command of `seat`, by brute force over all squares and slots, each asked of the rule
 * set's check. Three borders are tried only after two that the check refused for nothing of their
 * own (no refusal naming edges[0] or edges[1]), and only when the player can pay three (the price
 * is checked before the slots); alliances with more domaines only after fewer that pass.
 */
function legalByCheck(s: DomState, seat: number): Set<string> {
  const name = seatName(seat);
  const out = new Set<string>();
  const problems = (c: DomCommand) => checkCommand(s, name, c);
  const tryIt = (c: DomCommand): boolean => {
    const ok = problems(c).length === 0;
    if (ok) out.add(key(c));
    return ok;
  };
  const squares = Array.from({ length: SQUARES }, (_, q) => q);
  const edges = Array.from({ length: EDGES }, (_, e) => e);
  if (s.pending?.kind === 'free-knight') {
    tryIt({ type: 'free-knight', square: null });
    for (const q of squares) tryIt({ type: 'free-knight', square: q });
    return out;
  }
  if (s.pending?.kind === 'merge') {
    for (const q of squares) tryIt({ type: 'merge', castle: q });
    return out;
  }
  if (s.phase === 'setup') {
    for (const castle of squares) for (const knight of squares) tryIt({ type: 'found', castle, knight });
    return out;
  }
  tryIt({ type: 'take-ducats' });
  tryIt({ type: 'special-income' });
  for (const q of squares) tryIt({ type: 'treason', square: q });
  for (const castle of squares) for (const square of squares) tryIt({ type: 'expand', castle, square });
  for (const a of squares) {
    tryIt({ type: 'knights', squares: [a] });
    for (const b of squares) tryIt({ type: 'knights', squares: [a, b] });
  }
  const three = (s.ducats[seat] as number) >= (s.rules.prices.borders[2] as number);
  for (const a of edges) {
    tryIt({ type: 'borders', edges: [a] });
    for (const b of edges) {
      const pair: DomCommand = { type: 'borders', edges: [a, b] };
      const refused = problems(pair);
      if (refused.length === 0) out.add(key(pair));
      if (!three || refused.some((p) => p.where === 'edges[0]' || p.where === 'edges[1]' || p.code === 'border-count')) continue;
      for (const c of edges) tryIt({ type: 'borders', edges: [a, b, c] });
    }
  }
  const castles = squares.filter((q) => (s.castle[q] as number) >= 0);
  for (const castle of castles) {
    if (s.castle[castle] !== seat) continue;
    const grow = (partners: readonly number[]): void => {
      let any = false;
      for (const marker of squares) if (tryIt({ type: 'alliance', castle, with: [...partners], marker })) any = true;
      if (!any || partners.length >= 4) return;
      for (const o of castles) if (!partners.includes(o)) grow([...partners, o]);
    };
    for (const o of castles) grow([o]);
  }
  return out;
}

/** Every command at the leaves of the menu's tree; every question and label checked for raw data on the way. */
function menuLeaves(step: Step, out: Set<string>, texts: string[]): void {
  if (step.kind === 'command') {
    out.add(key(step.command));
    return;
  }
  texts.push(step.question);
  for (const choice of step.choices) {
    texts.push(choice.label);
    menuLeaves(choice.then(), out, texts);
  }
}

interface Sample {
  readonly what: string;
  readonly state: DomState;
  readonly seat: number;
}

/** States met in seeded random games, the first of each kind asked for. */
function samples(): Sample[] {
  const found: Sample[] = [];
  const wanted: { what: string; options: DomOptions; test: (s: DomState, seat: number) => boolean }[] = [
    { what: 'the first castle', options: { players: 2 }, test: (s) => s.phase === 'setup' },
    { what: 'a later castle, four players', options: { players: 4 }, test: (s) => s.phase === 'setup' && s.castlesLeft.some((n) => n < 2) },
    { what: 'two borders at most, many slots', options: { players: 3 }, test: (s, p) => plain(s) && between(s.ducats[p], 3, 5) && borderEdges(s, p).length > 100 },
    { what: 'three borders, few slots, two knights', options: { players: 3 }, test: (s, p) => plain(s) && (s.ducats[p] as number) >= 7 && (s.knightsLeft[p] as number) >= 2 && between(borderEdges(s, p).length, 1, 24) },
    { what: 'expansions and treasons', options: { players: 3 }, test: (s, p) => plain(s) && ((s.ducats[p] as number) < 6 || borderEdges(s, p).length <= 24) && expansions(s, p).length > 0 && treasons(s, p).length > 0 },
    { what: 'a free knight', options: { players: 2 }, test: (s) => s.pending?.kind === 'free-knight' },
    { what: 'an area to join', options: { players: 2 }, test: (s) => s.pending?.kind === 'merge' },
    { what: 'the sub-variant: alliances with several domaines', options: { players: 4, rules: { subVariant: true } }, test: (s, p) => plain(s) && ((s.ducats[p] as number) < 6 || borderEdges(s, p).length <= 24) && ownDomaines(s, p).some((c) => neighbourDomaines(s, p, c).length >= 2) },
    { what: 'two players: a border that may close an opponent only beside one that closes the player', options: { players: 2 }, test: (s, p) => plain(s) && between(s.ducats[p], 3, 5) && closesOpponentCured(s, p) },
    { what: 'two players, late', options: { players: 2 }, test: (s, p) => plain(s) && (s.ducats[p] as number) < 6 && s.turn > 40 },
  ];
  for (const want of wanted) {
    search: for (let seed = 1; seed < 200; seed++) {
      const match = new Match(domaineRules, want.options, seed);
      const dice = new SeededDice(stepSeed(seed, 0x7465));
      const random = (min: number, max: number) => dice.int(min, max);
      for (let seat = seatToMove(match.state); seat !== undefined; seat = seatToMove(match.state)) {
        const state = match.state;
        const p = seatIndex(state, seat);
        if (want.test(state, p)) {
          found.push({ what: want.what, state, seat: p });
          break search;
        }
        match.submit(seat, randomLegal(state, p, random));
      }
    }
  }
  return found;
}

/** Some slot refused alone because it closes an opponent's domaine (DOM-7), legal with a second border. */
function closesOpponentCured(s: DomState, p: number): boolean {
  const name = seatName(p);
  for (let e = 0; e < EDGES; e++) {
    if (s.areas.borders[e] === 1 || !checkCommand(s, name, { type: 'borders', edges: [e] }).some((x) => x.code === 'border-closes-opponent')) continue;
    for (let f = 0; f < EDGES; f++) if (checkCommand(s, name, { type: 'borders', edges: [e, f] }).length === 0) return true;
  }
  return false;
}

const plain = (s: DomState) => s.phase === 'play' && s.pending === null;
const between = (x: number | undefined, lo: number, hi: number) => x !== undefined && x >= lo && x <= hi;

describe('Domaine terminal menu', () => {
  const states = samples();

  it('finds the states it samples', () => {
    expect(states.map((s) => s.what)).toHaveLength(10);
  });

  for (const [i, lang] of (['en', 'en', 'en', 'en', 'de', 'en', 'en', 'de', 'en', 'en'] as PlayLang[]).entries()) {
    it(`reaches every legal command, and only those, through its questions (${i + 1})`, () => {
      const sample = states[i];
      if (sample === undefined) throw new Error(`no sample ${i + 1}`);
      const legal = legalByCheck(sample.state, sample.seat);
      const reached = new Set<string>();
      const texts: string[] = [];
      menuLeaves(menuRoot(sample.state, sample.seat, lang), reached, texts);
      expect(legal.size, sample.what).toBeGreaterThan(0);
      expect([...legal].filter((c) => !reached.has(c)), `${sample.what}: legal, not in the menu`).toEqual([]);
      expect([...reached].filter((c) => !legal.has(c)), `${sample.what}: in the menu, not legal`).toEqual([]);
      for (const text of texts) expect(text, sample.what).not.toMatch(/[{}[\]"]|\b(free-knight|take-ducats|special-income|undefined|NaN)\b/);
    }, 60_000);
  }

  it('covers every kind of command, three borders, two knights, an alliance of three domaines and a border legal only with another among its samples', () => {
    const all = states.flatMap((s) => [...legalByCheck(s.state, s.seat)].map((c) => JSON.parse(c) as DomCommand));
    const types = new Set(all.map((c) => c.type));
    expect([...types].sort()).toEqual(['alliance', 'borders', 'expand', 'found', 'free-knight', 'knights', 'merge', 'special-income', 'take-ducats', 'treason']);
    expect(all.some((c) => c.type === 'borders' && c.edges.length === 3)).toBe(true);
    expect(all.some((c) => c.type === 'knights' && c.squares.length === 2)).toBe(true);
    expect(all.some((c) => c.type === 'alliance' && c.with.length >= 2)).toBe(true);
    // A border the menu must offer first although it is refused alone (DOM-7, two players).
    const twoPlayers = states.find((s) => s.what.startsWith('two players: a border'));
    expect(twoPlayers).toBeDefined();
    const t = twoPlayers as Sample;
    const legal = [...legalByCheck(t.state, t.seat)].map((c) => JSON.parse(c) as DomCommand);
    expect(legal.some((c) => c.type === 'borders' && c.edges.length === 2 && checkCommand(t.state, seatName(t.seat), { type: 'borders', edges: [c.edges[0] as number] }).length > 0)).toBe(true);
  }, 120_000);
});

/** Plays a game at the terminal from the given lines; the text printed and the result. */
async function session(lines: readonly string[], humans: readonly string[], bot = heuristicBot, lang?: PlayLang, options: DomOptions = { players: 2 }, seed = 4) {
  const input = new PassThrough();
  const output = new PassThrough();
  let text = '';
  output.on('data', (chunk: Buffer) => (text += chunk.toString()));
  input.end(lines.join('\n'));
  const result = await playTerminal({ options, seed, humans: new Set(humans), bot, input, output, ...(lang === undefined ? {} : { lang }) });
  return { text, result };
}

/** Player text must show no data: no JSON, no command or event ids. */
const RAW = /[{}[\]]|\b(free-knight|take-ducats|special-income|undefined|NaN|null)\b/;

describe('Domaine terminal game', () => {
  it('plays a whole game from typed lines against a bot: help, board, back, wrong input, names and numbers', async () => {
    const { text, result } = await session(['help', 'board', '999', 'nonsense', 'back', '1', 'back', 'back', ...Array<string>(3000).fill('1')], ['red']);
    expect(result?.winners.length).toBeGreaterThan(0);
    expect(text).toMatch(/The game ends: (a player reached the king token|every castle lies in a domaine)\. Winners?: /);
    expect(text).toContain('Note: the board is laid from sample tiles');
    expect(text).toMatch(/ {5}A {3}B {3}C {3}D/);
    expect(text).toMatch(/\n 3 \|.*\| 3\n/);
    expect(text).toContain('B3-C3 is the | between B3 and C3');
    expect(text).toContain('There is no choice 999');
    expect(text).toContain('"nonsense" is not one of the choices');
    expect(text).toContain('(nothing to go back to)');
    expect(text).toMatch(/Red founds a castle on [A-L]\d+ with a knight on [A-L]\d+\./);
    expect(text).toMatch(/Blue \(bot\) /);
    expect(text).toMatch(/— Turn \d+: red/);
    expect(text).toContain('Final board:');
    // The board is printed at the start, on "board" and at the end only: the moves are told instead.
    expect(text.split('Squares: terrain letter').length - 1).toBe(3);
  }, 120_000);

  it('takes squares and border slots by name, both orders of a slot, and builds two borders step by step', async () => {
    // One castle each: red's castle and knight by name, then borders B1-C1 typed as "c1 - b1", and B2-C2 after a row.
    const lines = ['row 1', 'b1', 'c1', 'borders', 'c1 - b1', 'row 2', 'B2-C2', 'done', 'quit'];
    const { text } = await session(lines, ['red'], heuristicBot, 'en', { players: 2, rules: { castles: { '2': 1 } } });
    expect(text).toContain('Red founds a castle on B1 with a knight on C1.');
    expect(text).toMatch(/Chosen: B1-C1\. Place now, or pick border 2:/);
    expect(text).toMatch(/Red places borders on B1-C1 and B2-C2: pays 3 ducats\./);
    expect(text).toContain('Game left.');
  });

  it('plays in German', async () => {
    const { text, result } = await session(['hilfe', 'brett', 'zurück', ...Array<string>(3000).fill('1')], ['red'], randomBot, 'de');
    expect(result?.winners.length).toBeGreaterThan(0);
    expect(text).toContain('Hinweis: Der Spielplan ist aus Muster-Kacheln gelegt');
    expect(text).toContain('So wird gespielt');
    expect(text).toMatch(/Rot gründet eine Burg auf [A-L]\d+ mit einem Ritter auf [A-L]\d+\./);
    expect(text).toMatch(/Blau \(Bot\) /);
    expect(text).toMatch(/Das Spiel endet: /);
    expect(text).not.toMatch(/\b(places|founds|pays|the game ends|Turn)\b/);
  }, 120_000);

  it('refuses a command typed as JSON that the rules refuse, and says why in words', async () => {
    const { text } = await session(['{"type":"knights","squares":[200]}', 'quit'], ['red'], randomBot);
    expect(text).toContain('Refused: castles are still being founded: place a castle and a knight');
  });

  it('prints the bots’ moves as sentences, never as data', async () => {
    for (const [bot, players, seed] of [
      [heuristicBot, 2, 3],
      [randomBot, 3, 11],
      [mctsBot({ iterations: 4 }), 2, 8],
    ] as const) {
      const { text, result } = await session([], [], bot, 'en', { players }, seed);
      expect(result?.winners.length, bot.name).toBeGreaterThan(0);
      const moves = text.split('\n').filter((line) => / \(bot\) /.test(line));
      expect(moves.length, bot.name).toBeGreaterThan(20);
      for (const line of moves) expect(line, bot.name).toMatch(/^(Red|Blue|Yellow|Green) \(bot\) (founds|places|expands|attempts|takes|rolls|joins)\b.*\.$/);
      for (const line of text.split('\n')) expect(line, bot.name).not.toMatch(RAW);
    }
  }, 300_000);

  it('says the tile file is a sample when it says so, and the sample tiles when none is given', async () => {
    const { sampleNotes } = await import('../../src/games/domaine/play/terminal.js');
    expect(sampleNotes({ players: 2 }, 'en')[0]).toMatch(/sample tiles, not the published/);
    expect(sampleNotes({ players: 2, tiles: { sample: 'made up', tiles: [] } }, 'de')[0]).toBe('Hinweis: Die Kachel-Datei nennt sich ein Muster: made up');
    expect(sampleNotes({ players: 2, tiles: { tiles: [] } }, 'en')).toEqual([]);
  });
});

describe('Domaine terminal in Dutch and French', () => {
  it('has every sentence in English, German, Dutch and French, none empty, Dutch and French not English copies', () => {
    const keys = Object.keys(WORDS.en) as (keyof Words)[];
    expect(keys.length).toBeGreaterThan(50);
    expect([...PLAY_LANGS].sort()).toEqual(['de', 'en', 'fr', 'nl']);
    for (const lang of PLAY_LANGS) {
      expect(Object.keys(WORDS[lang]).sort(), lang).toEqual([...keys].sort());
      for (const k of keys) expect(WORDS[lang][k].trim(), `${lang} ${k}`).not.toBe('');
    }
    // "{who} (bot)" is the one sentence with no word of its own.
    for (const lang of ['nl', 'fr'] as const) expect(keys.filter((k) => k !== 'bot' && WORDS[lang][k] === WORDS.en[k]), lang).toEqual([]);
  });

  it('reaches the same commands through the French menu as through the English one (which reaches every legal command, above)', () => {
    for (const sample of samples()) {
      const english = new Set<string>();
      menuLeaves(menuRoot(sample.state, sample.seat, 'en'), english, []);
      for (const lang of ['fr'] as const) {
        const reached = new Set<string>();
        const texts: string[] = [];
        menuLeaves(menuRoot(sample.state, sample.seat, lang), reached, texts);
        expect([...reached].sort(), `${lang} ${sample.what}`).toEqual([...english].sort());
        for (const text of texts) expect(text, sample.what).not.toMatch(/[{}[\]"]|\b(free-knight|take-ducats|special-income|undefined|NaN)\b/);
      }
    }
  }, 120_000);

  /** Words that give away English or German text (whole words, case ignored). */
  const ENGLISH = ['the', 'and', 'with', 'of', 'places', 'founds', 'pays', 'gains', 'turn', 'knight', 'knights', 'castle', 'border', 'borders', 'square', 'squares', 'row', 'ducat', 'winner', 'choose', 'type', 'board', 'domaine', 'meadow', 'forest', 'seed', 'red', 'blue', 'yellow', 'green', 'sample', 'tiles', 'king'];
  const GERMAN = ['und', 'der', 'mit', 'auf', 'burg', 'ritter', 'grenze', 'grenzen', 'feld', 'felder', 'dukaten', 'zug', 'setzt', 'zahlt', 'punkte', 'spielplan', 'nicht', 'wald', 'wiese', 'rot', 'blau', 'gelb', 'grün', 'bündnis'];
  const giveaways = (text: string, words: readonly string[]) => words.filter((word) => new RegExp(`(?<!\\p{L})${word}(?!\\p{L})`, 'iu').test(text));

  for (const lang of ['nl', 'fr'] as const) {
    it(`tells whole games in ${lang === 'nl' ? 'Dutch' : 'French'} with no English or German word, from typed lines in the language`, async () => {
      const [help, board, back] = { nl: ['hulp', 'bord', 'terug'] as const, fr: ['aide', 'plateau', 'retour'] as const }[lang];
      // "1" always leads on to a command; the other lines in between are answered without a move.
      const script = [help, board, '999', 'x', '1', '1', '1', '1'];
      for (const [players, seed, bot] of [
        [2, 4, heuristicBot],
        [3, 11, randomBot],
        [4, 29, randomBot],
      ] as const) {
        const lines = ['2', back, back, ...Array.from({ length: 30_000 }, (_, i) => script[i % script.length] as string)];
        const { text, result } = await session(lines, ['red'], bot, lang, { players }, seed);
        expect(result?.winners.length, `${lang} ${seed}`).toBeGreaterThan(0);
        // Proper names cut out: the game's name (its own noun is "fief" in French, "domein" in Dutch), the docs path.
        const cut = text.replaceAll('docs/domaine/data-files.md', ' ').replaceAll('Domaine', ' ').replaceAll('MCTS', ' ');
        // Words the language shares with English or German: Dutch "of" (or), "grenzen", "dukaten"; French "ducat".
        const shared = new Set({ nl: ['of', 'grenzen', 'dukaten'], fr: ['ducat'] }[lang]);
        expect(giveaways(cut, ENGLISH.filter((w) => !shared.has(w))), `${lang} ${seed}`).toEqual([]);
        expect(giveaways(cut, GERMAN.filter((w) => !shared.has(w))), `${lang} ${seed}`).toEqual([]);
        for (const line of text.split('\n')) expect(line).not.toMatch(RAW);
        expect(text).toContain({ nl: 'Het spel is afgelopen: ', fr: 'La partie prend fin : ' }[lang]);
        expect(text).toContain({ nl: 'Let op: het speelbord is gelegd uit voorbeeldtegels', fr: 'Remarque : le plateau est fait de tuiles d’exemple' }[lang]);
        expect(text).toMatch({ nl: /Rood sticht een kasteel op [A-L]\d+ met een ridder op [A-L]\d+\./, fr: /Rouge fonde un château en [A-L]\d+ avec un chevalier en [A-L]\d+\./ }[lang]);
      }
    }, 300_000);
  }

  it('takes the names shown in French: a kind, squares, border slots and "fini"', async () => {
    const lines = ['rangée 1', 'b1', 'c1', 'frontières', 'c1 - b1', 'rangée 2', 'B2-C2', 'fini', 'quitter'];
    const { text } = await session(lines, ['red'], heuristicBot, 'fr', { players: 2, rules: { castles: { '2': 1 } } });
    expect(text).toContain('Rouge fonde un château en B1 avec un chevalier en C1.');
    expect(text).toContain('Rouge place des frontières en B1-C1 et B2-C2 : paie 3 ducats.');
    expect(text).toContain('Partie quittée.');
  });
});

describe('arbiter domaine play --lang', () => {
  const MAIN = fileURLToPath(new URL('../../src/cli/main.ts', import.meta.url));
  const play = (...args: string[]) => spawnSync(process.execPath, ['--import', 'tsx', MAIN, 'domaine', 'play', '--seed', '4', ...args], { input: 'quit\n', encoding: 'utf8' });

  it('plays in Dutch and in French', () => {
    const nl = play('--lang', 'nl');
    expect(nl.status).toBe(0);
    expect(nl.stdout).toContain('Jij speelt Rood');
    expect(nl.stdout).toContain('Spel verlaten.');
    const fr = play('--lang', 'fr');
    expect(fr.status).toBe(0);
    expect(fr.stdout).toContain('Vous jouez Rouge');
    expect(fr.stdout).toContain('Partie quittée.');
  }, 60_000);

  it('refuses an unknown language with exit code 2, naming the languages', () => {
    const run = cli('domaine', 'play', '--lang', 'es', '--seed', '1');
    expect(run.code).toBe(2);
    expect(run.err).toContain('--lang');
    expect(run.err).toMatch(/en, de, nl, fr/);
    expect(run.err).not.toMatch(/at .*\.ts:\d+/);
  });
});
