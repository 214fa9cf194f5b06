import { spawnSync } from 'node:child_process';
import { Readable, Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../src/kernel/dice.js';
import { Match } from '../../src/kernel/match.js';
import { makeBot } from '../../src/games/jeanne-darc-1429/bots/index.js';
import { randomBot } from '../../src/games/jeanne-darc-1429/bots/random.js';
import type { JdaCommand } from '../../src/games/jeanne-darc-1429/commands.js';
import { gameIndex } from '../../src/games/jeanne-darc-1429/data/board-index.js';
import { legalCommands, seatToMove } from '../../src/games/jeanne-darc-1429/legal.js';
import { menu, reachable, type Choice } from '../../src/games/jeanne-darc-1429/play/menu.js';
import { playTerminal } from '../../src/games/jeanne-darc-1429/play/terminal.js';
import { EVENT_NAMES_FR, PLAY_LANGS, REASONS, WORDS, type PlayLang, type Words } from '../../src/games/jeanne-darc-1429/play/words.js';
import { POWER_NAMES } from '../../src/games/jeanne-darc-1429/powers.js';
import { jeanneDarcRules as rules } from '../../src/games/jeanne-darc-1429/ruleset.js';
import { cli } from '../cli/run.js';

/** A command with its influence left out and its card lists sorted: what the menu lets a player pick freely. */
function shape(c: JdaCommand): string {
  if (c.type === 'attack' || c.type === 'duel') return JSON.stringify({ ...c, influence: 0 });
  if (c.type === 'end-buying') return JSON.stringify({ ...c, discards: [...(c.discards ?? [])].sort() });
  return JSON.stringify(c);
}

function collect(): { stream: Writable; text: () => string } {
  let text = '';
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      text += chunk.toString();
      done();
    },
  });
  return { stream, text: () => text };
}

describe("Jeanne d'Arc 1429 at the terminal", () => {
  it('reaches every legal command through the menu, and offers nothing the rule set refuses', () => {
    let states = 0;
    for (const seed of [1, 2, 3]) {
      const match = new Match(rules, { players: 2 + seed }, seed);
      const index = gameIndex(match.state);
      const dice = new SeededDice(seed);
      const random = (min: number, max: number) => dice.int(min, max);
      for (let seat = seatToMove(match.state); seat !== undefined; seat = seatToMove(match.state)) {
        const offered = reachable(menu(match.state, seat, index));
        const shapes = new Set(offered.map(shape));
        for (const command of legalCommands(match.state, seat)) expect(shapes, JSON.stringify(command)).toContain(shape(command));
        for (const command of offered) expect(rules.check(match.state, seat, command).map((p) => p.code), JSON.stringify(command)).toEqual([]);
        states += 1;
        match.submit(seat, randomBot.choose(match.state, seat, random));
      }
    }
    expect(states).toBeGreaterThan(300);
  }, 120_000);

  it('lets the player choose any influence and each card to discard, not presets', () => {
    const match = new Match(rules, { players: 3 }, 5);
    const index = gameIndex(match.state);
    const dice = new SeededDice(5);
    const random = (min: number, max: number) => dice.int(min, max);
    let amounts = 0;
    let discardSteps = 0;
    for (let seat = seatToMove(match.state); seat !== undefined; seat = seatToMove(match.state)) {
      const walk = (choices: readonly Choice[]): void => {
        for (const c of choices) {
          if ('amount' in c) {
            amounts += 1;
            // Every amount between 0 and the highest is a command the rule set accepts.
            for (let n = 0; n <= c.amount.max; n++) expect(rules.check(match.state, seat, c.amount.make(n))).toEqual([]);
          } else if ('sub' in c) {
            if (c.label.startsWith('discard')) discardSteps += 1;
            walk(c.sub());
          }
        }
      };
      walk(menu(match.state, seat, index));
      match.submit(seat, randomBot.choose(match.state, seat, random));
    }
    expect(amounts).toBeGreaterThan(0);
    expect(discardSteps + amounts).toBeGreaterThan(0);
  });

  it('plays a whole game at the keyboard against bots, in sentences, and says what is a sample', async () => {
    const output = collect();
    const input = Readable.from(Array.from({ length: 20_000 }, () => '1\n'));
    const result = await playTerminal({ options: { players: 3 }, seed: 9, humans: new Set(['france']), bot: randomBot, input, output: output.stream });
    const text = output.text();
    expect(result?.winners.length).toBeGreaterThan(0);
    expect(text).toContain('Final ranking');
    expect(text).toMatch(/Sample data, not the published game: Sample board/);
    // No JSON, no card or reason ids where a player reads.
    expect(text).not.toContain('{');
    expect(text).not.toMatch(/siege-\d|hand-limit|ile-de-france|naval-battle|first-player|\[[a-z-]+\]/);
    // The board is printed at the start and the end, not before every question.
    expect(text.split('Provinces:').length - 1).toBe(2);
  });
});

describe("Jeanne d'Arc 1429 at the terminal in four languages", () => {
  /** Keys whose sentence has no word of its own (punctuation and names only), the same in a language as in English. */
  const NEUTRAL = new Set(['eCityHeld', 'inProvince', 'plusPowers', 'semicolon', 'bot', 'port', 'kindExpand']);

  it('has every sentence in English, German, Dutch and French, none empty, Dutch and French not English copies', () => {
    const keys = Object.keys(WORDS.en);
    expect(keys.length).toBeGreaterThan(150);
    for (const lang of PLAY_LANGS) {
      expect(Object.keys(WORDS[lang]).sort(), lang).toEqual([...keys].sort());
      for (const key of keys) expect(WORDS[lang][key as keyof Words].trim(), `${lang} ${key}`).not.toBe('');
    }
    for (const lang of ['de', 'nl', 'fr'] as const) {
      const copies = keys.filter((key) => WORDS[lang][key as keyof Words] === WORDS.en[key as keyof Words] && !NEUTRAL.has(key));
      expect(copies, lang).toEqual([]);
    }
    for (const [id, words] of Object.entries(REASONS)) for (const lang of PLAY_LANGS) expect(words[lang], `${id} ${lang}`).toBeTruthy();
    const index = gameIndex(new Match(rules, { players: 2 }, 1).state);
    for (const event of index.data.events.events) expect(EVENT_NAMES_FR[event.id], event.id).toBeTruthy();
  });

  /** Words that give away English or German text (checked as whole words, case ignored). */
  const ENGLISH = ['the', 'and', 'with', 'from', 'round', 'card', 'cards', 'attack', 'choose', 'city', 'free', 'war', 'peace', 'wins', 'draws', 'receives', 'players', 'throne', 'money', 'nobody', 'fight', 'siege', 'waiting', 'you', 'none', 'castle', 'fortress', 'garrison', 'discard', 'buy', 'sample', 'type', 'board', 'seed'];
  const GERMAN = ['und', 'der', 'mit', 'runde', 'karte', 'karten', 'krieg', 'frieden', 'stadt', 'wählen', 'gewinnt', 'zieht', 'erhält', 'spieler', 'burg', 'festung', 'einfluss', 'keine', 'nicht', 'würfel', 'angriff', 'saat'];
  const giveaways = (text: string, words: readonly string[]) => words.filter((word) => new RegExp(`(?<!\\p{L})${word}(?!\\p{L})`, 'iu').test(text));

  async function game(lang: PlayLang, seed: number, players: number): Promise<string> {
    const output = collect();
    // Numbers, words of the language, wrong answers and "back": every sentence of the terminal's own.
    const keys = { en: ['board', 'help'], de: ['brett', 'hilfe'], nl: ['bord', 'hulp'], fr: ['plateau', 'aide'] }[lang];
    const script = ['1', '2', keys[0], '3', '99', 'x', '0', '1', keys[1], '2', '1'];
    const input = Readable.from(Array.from({ length: 30_000 }, (_, i) => `${script[i % script.length] as string}\n`));
    const bot = seed % 2 === 0 ? randomBot : makeBot('heuristic', 10);
    const result = await playTerminal({ options: { players }, seed, humans: new Set(['france']), bot, input, output: output.stream, lang });
    expect(result?.winners.length, `${lang} seed ${seed}`).toBeGreaterThan(0);
    const index = gameIndex(new Match(rules, { players }, seed).state);
    // Proper names are cut out: cities and provinces (French names on the sample board), the powers, the money.
    const names = [...[...index.cities.values()].map((c) => c.name), ...[...index.provinces.values()].map((p) => p.name), ...Object.values(POWER_NAMES).flatMap((n) => Object.values(n)), "Louis d'Or", "Jeanne d'Arc 1429", 'JSON', 'MCTS'];
    let text = output.text();
    for (const name of names.sort((a, b) => b.length - a.length)) text = text.replaceAll(name, ' ');
    return text;
  }

  for (const lang of ['nl', 'fr', 'de'] as const) {
    it(`tells whole games in ${lang === 'nl' ? 'Dutch' : lang === 'fr' ? 'French' : 'German'} with no English${lang === 'de' ? '' : ' or German'} word`, async () => {
      for (const [seed, players] of [
        [9, 3],
        [4, 2],
        [7, 5],
      ] as const) {
        const text = await game(lang, seed, players);
        expect(giveaways(text, ENGLISH), `${lang} seed ${seed}`).toEqual([]);
        if (lang !== 'de') expect(giveaways(text, GERMAN), `${lang} seed ${seed}`).toEqual([]);
        expect(text).toContain({ nl: 'Eindstand', fr: 'Classement final', de: 'Endstand' }[lang]);
        expect(text).toContain({ nl: 'Voorbeeldgegevens', fr: 'Données d’exemple', de: 'Beispieldaten' }[lang]);
      }
    }, 120_000);
  }

  it('leaves English as it was: the same sentences with the language given as en', async () => {
    const a = collect();
    const b = collect();
    const input = () => Readable.from(Array.from({ length: 20_000 }, () => '1\n'));
    await playTerminal({ options: { players: 3 }, seed: 9, humans: new Set(['france']), bot: randomBot, input: input(), output: a.stream });
    await playTerminal({ options: { players: 3 }, seed: 9, humans: new Set(['france']), bot: randomBot, input: input(), output: b.stream, lang: 'en' });
    expect(b.text()).toBe(a.text());
    expect(a.text()).toContain('Final ranking');
  });

  it('reaches every legal command through the menu in French too, with French labels', () => {
    const match = new Match(rules, { players: 4 }, 2);
    const index = gameIndex(match.state);
    const dice = new SeededDice(2);
    const random = (min: number, max: number) => dice.int(min, max);
    let differ = 0;
    for (let seat = seatToMove(match.state); seat !== undefined; seat = seatToMove(match.state)) {
      const choices = menu(match.state, seat, index, 'fr');
      const shapes = new Set(reachable(choices).map(shape));
      for (const command of legalCommands(match.state, seat)) expect(shapes, JSON.stringify(command)).toContain(shape(command));
      const english = menu(match.state, seat, index);
      if (choices.some((c, i) => c.label !== english[i]?.label)) differ += 1;
      match.submit(seat, randomBot.choose(match.state, seat, random));
    }
    expect(differ).toBeGreaterThan(50);
  }, 60_000);
});

describe("arbiter jeanne-darc-1429 play --lang", () => {
  const MAIN = fileURLToPath(new URL('../../src/cli/main.ts', import.meta.url));
  const play = (...args: string[]) => spawnSync(process.execPath, ['--import', 'tsx', MAIN, 'jeanne-darc-1429', 'play', '--players', '2', '--seed', '4', ...args], { input: 'quit\n', encoding: 'utf8' });

  it('plays in Dutch and in French', () => {
    const nl = play('--lang', 'nl');
    expect(nl.status).toBe(0);
    expect(nl.stdout).toContain('Jij speelt Navarra');
    expect(nl.stdout).toContain('fase 2, oorlog of vrede');
    const fr = play('--lang', 'fr');
    expect(fr.status).toBe(0);
    expect(fr.stdout).toContain('Vous jouez Navarre');
    expect(fr.stdout).toContain('phase 2, guerre ou paix');
  }, 60_000);

  it('refuses an unknown language with exit code 2 and names the languages', () => {
    const run = cli('jeanne-darc-1429', 'play', '--lang', 'es', '--seed', '1');
    expect(run.code).toBe(2);
    expect(run.err).toContain('--lang');
    expect(run.err).toMatch(/en, de, nl, fr/);
    expect(run.err).not.toMatch(/\n\s+at /);
  });
});
