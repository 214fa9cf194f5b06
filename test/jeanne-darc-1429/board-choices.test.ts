import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../src/kernel/dice.js';
import { Match } from '../../src/kernel/match.js';
import { makeBot } from '../../src/games/jeanne-darc-1429/bots/index.js';
import type { JdaCommand } from '../../src/games/jeanne-darc-1429/commands.js';
import { contextOf } from '../../src/games/jeanne-darc-1429/context.js';
import { askedSeats } from '../../src/games/jeanne-darc-1429/dispatch.js';
import { legalCommands } from '../../src/games/jeanne-darc-1429/legal.js';
import { jeanneDarcRules as rules } from '../../src/games/jeanne-darc-1429/ruleset.js';
import { viewFor, type JdaView } from '../../src/games/jeanne-darc-1429/view.js';
import type { GameIndex } from '../../src/games/jeanne-darc-1429/data/board-index.js';
import { choose, discardCommand, discardNeeded, entriesOf, type Entry, type Facet, step, tapCard, tapCity } from '../../web/src/jeanne-darc-1429/choose.js';
import { cardFace, headerText, mapCost, optionLabel } from '../../web/src/jeanne-darc-1429/sheet.js';
import { LANGS } from '../../web/src/app/lang.js';
import { powerName, questionText } from '../../web/src/jeanne-darc-1429/labels.js';

// Issue 45 item 1: on the board every command is a path of taps — a city on the map, a card of the
// hand or a button of the sheet. Every command the rules list is reached that way (the cards over
// the hand limit picked one by one in the hand), whatever the taps lead to the rules accept, and
// where the rules leave the amount free (influence) every allowed amount is offered, not a preset.

const key = (c: JdaCommand) => JSON.stringify(c);

/** Ids, command text or JSON where a player reads; on a Dutch or French page also the ids that are English words. */
const RAW = /siege-\d|[{}[\]"]|undefined|\b(?:end-buying|choose-city|long-range-attack|order-events)\b/;
const RAW_ID = /\b(?:navarre|england|brittany|burgundy|flanders|ambassador|traitor|retreat|uprising)\b/;
const raw = (lang: string) => (lang === 'en' ? RAW : new RegExp(`${RAW.source}|${RAW_ID.source}`));

/** Taps along `target`'s path as a player would; the command played. */
function reach(view: JdaView, index: GameIndex, entries: readonly Entry[], target: Entry): JdaCommand | undefined {
  const first = target.facets[0] as Facet;
  let now: { path: Facet[]; play?: JdaCommand } | undefined;
  if (first.kind === 'city') now = tapCity(entries, [], first.value);
  else if (first.kind === 'card' && first.value !== '') now = tapCard(entries, [], first.value);
  else {
    expect(step(entries, []).options.map((o) => o.facet)).toContainEqual(first);
    now = choose(entries, [], first);
  }
  for (let taps = 0; now !== undefined && now.play === undefined && taps < 12; taps++) {
    const path = now.path;
    const s = step(entries, path);
    for (const lang of ['nl', 'fr'] as const) {
      const labels = s.options.map((o) => optionLabel(o, view, index, lang));
      expect(new Set(labels).size, `${lang}: ${labels.join(' | ')}`).toBe(labels.length);
      for (const label of labels) expect(label).not.toMatch(raw(lang));
    }
    if (path.length === target.facets.length) return s.done;
    const next = target.facets[path.length] as Facet;
    expect(s.options.find((o) => o.facet.key === next.key && o.facet.value === next.value), `${key(target.command)} at ${JSON.stringify(path)}`).toBeDefined();
    now = next.kind === 'city' ? tapCity(entries, path, next.value) : next.kind === 'card' && next.value !== '' ? tapCard(entries, path, next.value) : choose(entries, path, next);
  }
  return now?.play;
}

describe("Jeanne d'Arc 1429 on the board: every command is reached by taps, nothing the rules refuse", () => {
  it('in random and heuristic games of 2, 4 and 5 players', { timeout: 300_000 }, () => {
    let states = 0;
    let reached = 0;
    let freeInfluence = 0;
    let discards = 0;
    let waits = 0;
    let moreOrigins = 0;
    for (const [bot, players, seed] of [['random', 2, 1], ['heuristic', 4, 2], ['random', 5, 3], ['heuristic', 3, 7]] as const) {
      const match = new Match(rules, { players }, seed);
      const chooser = makeBot(bot);
      const dice = new SeededDice(seed);
      for (let n = 0; n < 3000 && match.state.pending !== null && match.state.result === null; n++) {
        const state = match.state;
        for (const seat of askedSeats(state.pending!)) {
          const view = viewFor(state, seat);
          const entries = entriesOf(view);
          states++;
          // Nothing offered that the rules refuse on the whole state.
          for (const e of entries) expect(rules.check(state, seat, e.command), key(e.command)).toEqual([]);
          const index = contextOf(state).index;
          // Every command the rules list is one path of taps (a sample of the attacks: they are many).
          const legal = legalCommands(state, seat);
          const byKey = new Map(entries.map((e) => [key(e.command), e]));
          const needed = discardNeeded(view);
          const sample = legal.filter((c, i) => c.type !== 'attack' || i % 7 === n % 7);
          for (const command of sample) {
            if (command.type === 'end-buying' && (command.discards?.length ?? 0) > 0) {
              // The cards over the hand limit: the rules' own choice, and any other as many cards of the hand.
              expect(command.discards?.length).toBe(needed);
              expect(discardCommand(view, command.discards ?? [])).toEqual(command);
              const hand = view.players.find((p) => p.power === seat)?.hand ?? [];
              const other = [...hand].reverse().slice(0, needed);
              expect(discardCommand(view, other)).toBeDefined();
              expect(discardCommand(view, other.slice(1))).toBeUndefined();
              discards++;
              continue;
            }
            const entry = byKey.get(key(command));
            expect(entry, `${key(command)} not offered on the board`).toBeDefined();
            expect(key(reach(view, index, entries, entry as Entry) as JdaCommand)).toBe(key(command));
            reached++;
          }
          // Origins: the rules' list keeps one per target and link; the board offers every city the rules accept.
          const listed = new Set(legal.flatMap((c) => (c.type === 'attack' ? [`${c.from}>${c.to}`] : [])));
          if (entries.some((e) => e.command.type === 'attack' && !listed.has(`${e.command.from}>${e.command.to}`))) moreOrigins++;
          // Influence: every amount the rules accept, not only none, half and all.
          const attacks = entries.filter((e) => e.command.type === 'attack' || e.command.type === 'duel');
          const first = attacks[0]?.command;
          if (first !== undefined && (first.type === 'attack' || first.type === 'duel')) {
            const same = (c: JdaCommand) => (c.type === 'attack' && first.type === 'attack' ? c.to === first.to && c.from === first.from && c.cards.join() === first.cards.join() && c.powers === undefined : c.type === 'duel' && first.type === 'duel' && c.card === first.card);
            const amounts = attacks.filter((e) => same(e.command)).map((e) => (e.command as { influence: number }).influence);
            const most = Math.min(contextOf(state).rules.fightInfluenceMax, state.players.find((p) => p.power === seat)?.influence ?? 0);
            expect(amounts.sort((a, b) => a - b)).toEqual(Array.from({ length: most + 1 }, (_, i) => i));
            if (most >= 3) freeInfluence++;
          }
          // The header, the costs and the cards in words.
          for (const lang of LANGS) {
            expect(headerText(view, index, lang, true, new Map())).not.toMatch(raw(lang));
            for (const o of step(entries, []).options) expect(mapCost(o, view, lang)).not.toMatch(raw(lang));
            for (const card of view.players.find((p) => p.power === seat)?.hand ?? []) {
              const face = cardFace(index, lang, card);
              expect(face.name).not.toMatch(raw(lang));
              expect(face.effect.length).toBeGreaterThan(5);
            }
          }
        }
        // A seat not asked: the header names whom the game waits for and for what.
        for (const other of state.turnOrder.filter((p) => !askedSeats(state.pending!).includes(p))) {
          const view = viewFor(state, other);
          const index = contextOf(state).index;
          for (const lang of LANGS) {
            const text = headerText(view, index, lang, false, new Map([[askedSeats(state.pending!)[0]!, 'Heuristic']]));
            expect(text).toContain(powerName(lang, askedSeats(state.pending!)[0]!));
            expect(text).toContain(questionText(lang, state.pending!));
            expect(text).not.toMatch(raw(lang));
          }
          waits++;
        }
        const seat = askedSeats(state.pending!)[0]!;
        expect(match.submit(seat, chooser.choose(state, seat, (min, max) => dice.int(min, max))).accepted).toBe(true);
      }
    }
    expect(states).toBeGreaterThan(1000);
    expect(reached).toBeGreaterThan(5000);
    expect(freeInfluence).toBeGreaterThan(0);
    expect(discards).toBeGreaterThan(5);
    expect(waits).toBeGreaterThan(500);
    expect(moreOrigins).toBeGreaterThan(0);
  });
});
