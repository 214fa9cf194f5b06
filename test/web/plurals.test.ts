import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../src/kernel/dice.js';
import { Match } from '../../src/kernel/match.js';
import type { DomEvent } from '../../src/games/domaine/events.js';
import { makeBot } from '../../src/games/jeanne-darc-1429/bots/index.js';
import { gameIndex } from '../../src/games/jeanne-darc-1429/data/board-index.js';
import { askedSeats } from '../../src/games/jeanne-darc-1429/dispatch.js';
import type { JdaEvent } from '../../src/games/jeanne-darc-1429/events.js';
import { jeanneDarcRules } from '../../src/games/jeanne-darc-1429/ruleset.js';
import { counted, LANGS } from '../../web/src/app/lang.js';
import { eventLine as domaineLine } from '../../web/src/domaine/describe.js';
import { eventLine as jdaLine, NOUNS } from '../../web/src/jeanne-darc-1429/describe.js';

// Issue 45: the web logs say "1 card", "2 cards" — never "1 cards" or "ducat(s)" — in every language.

/** A count of one with a plural noun, or a noun with a bracketed plural ("ducat(s)", "Dukat(en)", "gagne(nt)"). */
const WRONG_NUMBER = /\b1 (cards|Karten|kaarten|cartes|events|Ereignisse|gebeurtenissen|événements|ducats|Dukaten|dukaten|throne points|Thronpunkte|Troonpunten|points de trône)\b|\p{L}\((s|en|nt)\)/u;

function jdaGame(seed: number) {
  const match = new Match(jeanneDarcRules, { players: 3 }, seed);
  const chooser = makeBot('random');
  const dice = new SeededDice(seed);
  for (let n = 0; n < 3000 && match.state.pending !== null && match.state.result === null; n++) {
    const seat = askedSeats(match.state.pending)[0]!;
    match.submit(seat, chooser.choose(match.state, seat, (min, max) => dice.int(min, max)));
  }
  return { match, index: gameIndex(match.state) };
}

describe('counts in the web logs', () => {
  it('take the singular for one (French: for zero too) and the plural for more', () => {
    expect(LANGS.map((l) => counted(l, 1, NOUNS.card))).toEqual(['1 Karte', '1 card', '1 kaart', '1 carte']);
    expect(LANGS.map((l) => counted(l, 2, NOUNS.card))).toEqual(['2 Karten', '2 cards', '2 kaarten', '2 cartes']);
    expect(LANGS.map((l) => counted(l, 0, NOUNS.card))).toEqual(['0 Karten', '0 cards', '0 kaarten', '0 carte']);
  });

  it("in Jeanne d'Arc: cards and events drawn unseen, throne points, the winners", () => {
    const { index } = jdaGame(3);
    const one: JdaEvent = { t: 'draw', power: 'france', cards: ['?'], why: 'deal' };
    const two: JdaEvent = { t: 'draw', power: 'france', cards: ['?', '?'], why: 'deal' };
    expect(LANGS.map((l) => jdaLine(one, index, l))).toEqual(['Frankreich zieht 1 Karte', 'France draws 1 card', 'Frankrijk trekt 1 kaart', 'France pioche 1 carte']);
    expect(jdaLine(two, index, 'en')).toBe('France draws 2 cards');
    expect(jdaLine({ t: 'events-drawn', power: 'france', events: ['?'] }, index, 'nl')).toBe('Frankrijk trekt 1 gebeurtenis');
    expect(jdaLine({ t: 'events-drawn', power: 'france', events: ['?', '?'] }, index, 'fr')).toBe('France tire 2 événements');
    expect(jdaLine({ t: 'throne', power: 'england', delta: 1, why: 'province' }, index, 'de')).toBe('England erhält 1 Thronpunkt (eine ganze Provinz)');
    expect(jdaLine({ t: 'throne', power: 'england', delta: 2, why: 'ile-de-france' }, index, 'en')).toBe('England gains 2 throne points (Île-de-France)');
    const end = (winners: string[]) => ({ t: 'end', result: { winners } }) as unknown as JdaEvent;
    expect(jdaLine(end(['navarre']), index, 'en')).toMatch(/· Winner: Navarre$/);
    expect(jdaLine(end(['navarre', 'france']), index, 'nl')).toMatch(/· Winnaars: Navarra, Frankrijk$/);
  });

  it("in Jeanne d'Arc: a whole game's log in every language, the cards by name", () => {
    const { match, index } = jdaGame(11);
    let lines = 0;
    for (const entry of match.fullLog()) {
      if (entry.kind !== 'event') continue;
      for (const lang of LANGS) {
        const line = jdaLine(entry.event as JdaEvent, index, lang);
        if (line === undefined) continue;
        lines++;
        expect(line, `${lang}: ${line}`).not.toMatch(WRONG_NUMBER);
        expect(line, `${lang}: ${line}`).not.toMatch(/\b(siege|power)-\w+/);
      }
    }
    expect(lines).toBeGreaterThan(100);
  });

  it('in Domaine: ducats paid and received, rolls and the winners', () => {
    const events: readonly DomEvent[] = [
      { t: 'ducats', seat: 0, delta: 1, why: 'income' },
      { t: 'ducats', seat: 0, delta: 3, why: 'take' },
      { t: 'ducats', seat: 1, delta: -1, why: 'price' },
      { t: 'die', seat: 0, table: 'alliance', roll: 3, outcome: 1 },
      { t: 'die', seat: 0, table: 'special-income', roll: 4, outcome: 4 },
      { t: 'ended', result: { reason: 'king', winners: [0, 1], scores: [10, 10] } } as DomEvent,
      { t: 'ended', result: { reason: 'all-castles', winners: [3], scores: [1, 2, 3, 9] } } as DomEvent,
      { t: 'pending', pending: { kind: 'free-knight', seat: 1 } },
    ];
    for (const lang of LANGS) for (const e of events) expect(domaineLine(e, lang), lang).not.toMatch(WRONG_NUMBER);
    expect(LANGS.map((l) => domaineLine(events[0]!, l))).toEqual(['Rot erhält 1 Dukat (Einkommen)', 'red gains 1 ducat (income)', 'rood ontvangt 1 dukaat (inkomen)', 'rouge reçoit 1 ducat (revenu)']);
    expect(domaineLine(events[1]!, 'nl')).toBe('rood ontvangt 3 dukaten (genomen)');
    expect(domaineLine(events[3]!, 'en')).toBe('red rolls 3 for alliance: pay 1 ducat');
    expect(LANGS.map((l) => domaineLine(events[6]!, l)?.split(': ')[1])).toEqual(['Grün gewinnt; Punkte 1 / 2 / 3 / 9', 'green wins; points 1 / 2 / 3 / 9', 'groen wint; punten 1 / 2 / 3 / 9', 'vert gagne ; points 1 / 2 / 3 / 9']);
    expect(domaineLine(events[5]!, 'fr')).toMatch(/rouge, bleu gagnent ; points 10 \/ 10$/);
    expect(domaineLine(events[7]!, 'en')).toBe('blue must choose: a free knight');
  });
});
