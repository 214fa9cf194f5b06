import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { colourWanted } from '../../src/games/fall-of-rome/play/colour.js';
import { fallOfRomeRules as rules } from '../../src/games/fall-of-rome/rules.js';
import { Match } from '../../src/kernel/match.js';
import { englishWords } from '../web/english-words.js';
import { foreignWords } from './foreign-words.js';
import { commandLeaf, inputsTo, rawIds, transcript, TWO } from './terminal-session.js';

const ESC = String.fromCharCode(27);
const GOLDEN = join(import.meta.dirname, 'golden', 'terminal-seed-11.txt');
const TRIBE = '(Ostrogoths|Visigoths|Huns|Vandals|Anglo-Saxons & Franks)';
const SEAT = '(Consul|Magister Militum)';

describe('FR terminal: the story of each step (issue 17)', () => {
  it('tells dice with their faces, battles with both sides’ losses, cards drawn, invasions, revolts and the end (golden transcript)', async () => {
    const text = await transcript(11, 'en', false);
    expect(text).toMatch(new RegExp(`Battle in [A-Z][a-z]+ \\(${SEAT}\\): dice \\[(\\d=(kill|lose|special)[a-z0-9 ]*(, )?)+\\]`));
    expect(text).toMatch(/\n {2}barbarians −\d+, legions −\d+/);
    expect(text).toMatch(new RegExp(`\\n${SEAT} draws [A-Z][a-z ]+ \\(${TRIBE}\\)`));
    expect(text).toMatch(new RegExp(`\\n${SEAT} draws a REVOLT!`));
    expect(text).toMatch(new RegExp(`\\nBarbarian card: [A-Z][a-z ]+ \\(${TRIBE}\\), from the bottom`));
    expect(text).toMatch(/\nThe [A-Z][a-z]+ invade [A-Z][a-z]+\n[A-Z][a-z ]+: [A-Z][a-z]+ \+1 \(now \d\)/);
    expect(text).toMatch(/\nInvasion rate \d, recruitment rate \d/);
    expect(text).toMatch(/\nThe players have (WON|LOST): /);
    expect(text.includes(`${ESC}[`)).toBe(false);
    if (process.env.UPDATE_GOLDEN === '1') writeFileSync(GOLDEN, text);
    expect(text).toBe(readFileSync(GOLDEN, 'utf8'));
  });

  it('tells the bots’ moves as sentences, seats by role and cards by city and tribe: no ids, no JSON, no line over 80 columns', async () => {
    for (const [lang, bot] of [['en', 'bot'], ['de', 'Bot'], ['nl', 'bot'], ['fr', 'robot']] as const) {
      const text = await transcript(11, lang, false);
      const botLines = text.split("\n").filter((line) => line.includes(`(${bot}) `) && !line.startsWith("=="));
      expect(botLines.length).toBeGreaterThan(100);
      for (const line of botLines) expect(line).toMatch(new RegExp(`^${SEAT} \\(${bot}\\) [a-zäöüéèêëôâîç]`));
      expect(botLines.join('\n')).not.toContain('{');
      expect(rawIds(text)).toEqual([]);
      expect(Math.max(...text.split('\n').map((line) => line.length))).toBeLessThanOrEqual(80);
      // One sentence for a bot's move: the story adds what changed, not the same words again.
      expect(text).not.toMatch(/\(bot\) plays ([A-Z][a-z ,]+)\.\n[A-Z][a-z ]+ plays \1\n/);
    }
  });

  it('labels the unconfirmed figures of the data sheet at the start', async () => {
    const text = await transcript(11, 'en', false);
    expect(text.split('\n').slice(1, 5).join(' ')).toMatch(/^Note: some numbers of the published game are not confirmed — the battle die\s+faces/);
    expect(await transcript(11, 'de', false)).toMatch(/\nHinweis: einige Zahlen des veröffentlichten Spiels sind nicht bestätigt/);
    expect(await transcript(11, 'nl', false)).toMatch(/\nLet op: enkele getallen van het uitgegeven spel zijn niet bevestigd/);
    expect(await transcript(11, 'fr', false)).toMatch(/\nRemarque : certains chiffres du jeu publié ne sont pas confirmés/);
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
    expect(de).toMatch(new RegExp(`Kampf in [A-Z][a-z]+ \\(${SEAT}\\): Würfel \\[`));
    expect(de).toMatch(/\n {2}Barbaren −\d+, Legionen −\d+/);
    expect(de).toMatch(/zieht einen AUFSTAND!/);
    expect(de).toMatch(/Die Spieler haben (GEWONNEN|VERLOREN)/);
    expect(de).toMatch(new RegExp(`\\nWarten auf ${SEAT}: Entfernen von Barbaren\\n`));
    expect(de).toMatch(new RegExp(`\\nWarten auf ${SEAT}: Abwerfen\\n`));
    expect(de).toMatch(/\nMagister Militum \(Bot\) marschiert mit 3 Legionen nach Aquileia\.\n/);
    // Counts take the noun's number, not "Legion(en)".
    expect(de).toMatch(/, 4 Aktionen übrig ==\n/);
    expect(de).toMatch(/\n-- Invasion: 2 Barbarenkarten --\n/);
    expect(de).not.toMatch(/[a-z]\((en|n|e|s)\)/);
    expect(englishWords(de.split('\n').slice(1).join('\n'))).toEqual([]);
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
    // Commands typed as JSON are still read (not advertised); the rules' refusal is told in the player's language.
    const typed = ['{"type":"march","to":"Atlantis"}', '{"type":"ally","tribe":"huns","cards":[]}', 'quit'];
    const de = await transcript(17, 'de', false, ['p1'], typed);
    const refusals = de.split('\n').map((line) => line.replace(/^> /, '')).filter((line) => line.startsWith('Abgelehnt: '));
    expect(refusals[0]).toBe('Abgelehnt: es gibt keine Stadt „Atlantis“');
    expect(refusals[1]).toMatch(/^Abgelehnt: .*Hunnen/);
    expect(refusals.flatMap((line) => englishWords(line.replace(/„[^“]*“/g, '')))).toEqual([]);
    const en = await transcript(17, 'en', false, ['p1'], typed);
    expect(en).toContain('Refused: there is no city "Atlantis"');
  });

  it('tells in Dutch and in French, with the rule text’s words (gevecht, binnenvallen, verval; bataille, déclin)', async () => {
    const nl = await transcript(11, 'nl', false);
    expect(nl).toMatch(new RegExp(`Gevecht in [A-Z][a-z]+ \\(${SEAT}\\): dobbelstenen \\[`));
    expect(nl).toMatch(/\n {2}barbaren −\d+, legioenen −\d+/);
    expect(nl).toMatch(/trekt een OPSTAND!/);
    expect(nl).toMatch(/\nBarbaarkaart: [A-Z][a-z ]+ \((Ostrogoten|Visigoten|Hunnen|Vandalen|Angelsaksen & Franken)\), van onderen\n/);
    expect(nl).toMatch(/\nDe [A-Z][a-z& ]+ vallen [A-Z][a-z ]+ binnen\n/);
    expect(nl).toMatch(/\nInvasiegraad \d, rekruteringsgraad \d\n/);
    expect(nl).toMatch(/De spelers hebben (GEWONNEN|VERLOREN)/);
    expect(nl).toMatch(new RegExp(`\\nWachten op ${SEAT}: barbaren verwijderen\\n`));
    expect(nl).toMatch(/, nog 4 acties ==\n/);
    expect(nl).toMatch(/\n-- Binnenvallen: 2 barbaarkaarten --\n/);
    const fr = await transcript(11, 'fr', false);
    expect(fr).toMatch(new RegExp(`Bataille à [A-Z][a-z]+ \\(${SEAT}\\) : dés \\[`));
    expect(fr).toMatch(/\n {2}barbares −\d+, légions −\d+/);
    expect(fr).toMatch(/pioche une RÉVOLTE !/);
    expect(fr).toMatch(/\nLes [A-Z][a-z& -]+ envahissent [A-Z][a-z ]+\n/);
    expect(fr).toMatch(/\nTaux d’invasion \d, taux de recrutement \d\n/);
    expect(fr).toMatch(/Les joueurs ont (GAGNÉ|PERDU) : /);
    expect(fr).toMatch(/, 4 actions à jouer ==\n/);
    expect(fr).toMatch(/\n-- Invasion : 2 cartes Barbare --\n/);
    // French spaces before ":" and "!" never start a line.
    expect(fr).not.toMatch(/\n\s*[:;!»]/);
    let sacked = '';
    for (let seed = 1; seed <= 30 && sacked === ''; seed++) {
      const text = await transcript(seed, 'nl', false);
      if (/GEPLUNDERD/.test(text)) sacked = text;
    }
    expect(sacked).toMatch(/\n( {2}↳ )?[A-Z][a-z ]+ wordt GEPLUNDERD door de [A-Z][a-z&\- ]+!\nVerval \d\/8/);
  });

  it('tells whole Dutch and French games without English, German or each other’s words (solitaire, two, three and five seats, several seeds)', async () => {
    for (const lang of ['nl', 'fr'] as const) {
      for (const [seed, players] of [[14, 1], [16, 1], [11, 2], [21, 3], [15, 5], [19, 5]] as const) {
        const text = await transcript(seed, lang, false, [], [], { players, roles: [] });
        expect(foreignWords(lang, text), `${lang} seed ${seed}`).toEqual([]);
        expect(rawIds(text)).toEqual([]);
        expect(Math.max(...text.split('\n').map((line) => line.length))).toBeLessThanOrEqual(80);
      }
    }
  }, 180_000);

  it('says in Dutch and in French why a typed command is refused', async () => {
    const typed = ['{"type":"march","to":"Atlantis"}', '{"type":"ally","tribe":"huns","cards":[]}', 'stop'];
    for (const [lang, word, atlantis, huns] of [['nl', 'Geweigerd: ', 'Geweigerd: er is geen stad "Atlantis"', /^Geweigerd: .*Hunnen/], ['fr', 'Refusé : ', 'Refusé : il n’y a pas de ville « Atlantis »', /^Refusé : .*Huns/]] as const) {
      const text = await transcript(17, lang, false, ['p1'], typed);
      const refusals = text.split('\n').map((line) => line.replace(/^> /, '')).filter((line) => line.startsWith(word));
      expect(refusals[0]).toBe(atlantis);
      expect(refusals[1]).toMatch(huns);
      expect(refusals.flatMap((line) => foreignWords(lang, line.replace(/"[^"]*"|« [^»]* »/g, '')))).toEqual([]);
    }
  });

  it('tells whole German games without English words (solitaire and five seats)', async () => {
    for (const [seed, players] of [[14, 1], [15, 5]] as const) {
      const text = await transcript(seed, 'de', false, [], [], { players, roles: [] });
      // The game's title stays.
      const lines = text.split('\n').slice(1);
      expect(lines.flatMap((line) => englishWords(line).map((word) => `${word} in: ${line}`))).toEqual([]);
      expect(rawIds(text)).toEqual([]);
    }
  });

  it('asks the faces of Veni, vidi, vici after Alea iacta est, until the rules accept them', async () => {
    // Seed 429: the Consul (Roma, 4 legions) holds Alea iacta est and Veni, vidi, vici.
    const match = new Match(rules, { ...TWO, roles: [...TWO.roles] }, 429);
    const alea = inputsTo(match.view('p1'), 'de', commandLeaf((c) => c.type === 'event' && c.card === 'alea-iacta-est' && c.corrupt !== true)) as string[];
    match.submit('p1', { type: 'event', card: 'alea-iacta-est', corrupt: false });
    const target = match.view('p1').cities.find((c) => Object.keys(c.barbarians).length > 0)!.name;
    const veni = inputsTo(match.view('p1'), 'de', commandLeaf((c) => c.type === 'event' && c.card === 'veni-vidi-vici' && !c.corrupt && c.to === target && c.legions === 3 && c.dice === undefined && !('barbarians' in c))) as string[];
    expect(alea.length).toBeGreaterThan(1);
    expect(veni.length).toBeGreaterThan(2);
    const text = await transcript(429, 'de', false, ['p1'], [...alea, ...veni, '7', '6 6', '6 6 6', 'quit']);
    expect(text).toMatch(/Eine Ereigniskarte spielen …\n/);
    expect(text).toContain('Nicht verstanden: "7".');
    expect(text).toContain('Noch nicht: Gib für jeden Würfel der Schlacht genau eine Augenzahl an.');
    expect(text).toMatch(new RegExp(`Kampf in ${target} \\(Consul\\): Würfel gesetzt auf \\[6=[^,]+,\\s+6=[^,]+,\\s+6=[^\\]]+\\]`));
  });
});
