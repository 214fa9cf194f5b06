import { describe, expect, it } from 'vitest';
import type { FrCommand } from '../../src/games/fall-of-rome/commands.js';
import { checkCommand } from '../../src/games/fall-of-rome/resolve/dispatch.js';
import type { FrState } from '../../src/games/fall-of-rome/state.js';
import { viewFor } from '../../src/games/fall-of-rome/view.js';
import { composableCards, draftCommand, draftProblems, draftReason, facesAsked, pawnsAtRest, removable, withFaces } from '../../src/games/fall-of-rome/compose.js';
import { offeredCommands } from '../../src/games/fall-of-rome/offers.js';
import { emptyBoard, place } from '../fall-of-rome/helpers.js';

const same = (a: FrCommand, b: FrCommand) => JSON.stringify(a) === JSON.stringify(b);

/** Three seats, p1 to act holding `cards`, barbarians in Roma, Genua and Ravenna, legions with the pawns. */
function table(cards: string[]): FrState {
  const s = place(emptyBoard({ players: 3, roles: ['regina-foederata', 'consul', 'mercator'] }), {
    cubes: [['Roma', 'huns', 2], ['Roma', 'visigoths', 1], ['Genua', 'huns', 1], ['Ravenna', 'vandals', 2]],
    legions: [['Roma', 4], ['Ravenna', 2]],
    pawns: ['Roma', 'Roma', 'Ravenna'],
  });
  return { ...s, hands: [cards, [], []] };
}

describe('Fall of Rome: events composed part by part (browser and terminal)', () => {
  it('plays corrupt Festina lente with every pawn to its own city and its own legions — a play the ready-made choices lack', () => {
    const s = table(['festina-lente']);
    const view = viewFor(s, 'p1');
    const offered = offeredCommands(view);
    expect(composableCards(offered)).toEqual([{ card: 'festina-lente', forms: [true] }]);
    const pawns = pawnsAtRest(view).map((p) => (p.seat === 'p1' ? { ...p, to: 'Genua', legions: 2 } : p.seat === 'p2' ? { ...p, to: 'Narona', legions: 2 } : { ...p, to: 'Roma', legions: 1 }));
    const command = draftCommand('festina-lente', true, [], pawns);
    expect(command.moves).toEqual([
      { seat: 'p1', to: 'Genua', legions: 2 },
      { seat: 'p2', to: 'Narona', legions: 2 },
      { seat: 'p3', to: 'Roma', legions: 1 },
    ]);
    expect(draftProblems(view, command)).toEqual([]);
    expect(checkCommand(s, 'p1', command)).toEqual([]);
    expect(offered.some((c) => same(c, command))).toBe(false);
    // Five legions from Roma's four: refused, with the reason in the page's language.
    const tooMany = draftCommand('festina-lente', true, [], pawns.map((p) => (p.seat === 'p2' ? { ...p, legions: 3 } : p)));
    const [problem] = draftProblems(view, tooMany);
    expect(problem?.code).toBe('too-few-legions');
    expect(draftReason(problem!, 'de')).toBe('So viele Legionen stehen dort nicht.');
    expect(draftReason(problem!, 'en')).toBe(problem?.message);
    // Nobody moving is no play at all.
    expect(draftProblems(view, draftCommand('festina-lente', true, [], pawnsAtRest(view)))[0]?.code).toBe('wrong-count');
  });

  it('takes the Regina Foederata’s barbarians along in a composed Festina lente', () => {
    const s = table(['festina-lente']);
    const view = viewFor(s, 'p1');
    const pawns = pawnsAtRest(view).map((p) => (p.seat === 'p1' ? { ...p, to: 'Genua', legions: 1, escort: { tribe: 'huns', count: 2 } } : p.seat === 'p3' ? { ...p, to: 'Roma' } : p));
    const command = draftCommand('festina-lente', true, [], pawns);
    expect(command.moves?.[0]).toEqual({ seat: 'p1', to: 'Genua', legions: 1, barbarians: { huns: 2 } });
    expect(checkCommand(s, 'p1', command)).toEqual([]);
    // Genua already holds a Hun: three more would make four.
    const crowded = draftCommand('festina-lente', true, [], pawns.map((p) => (p.seat === 'p1' ? { ...p, legions: 0, escort: { tribe: 'huns', count: 3 } } : p)));
    expect(draftProblems(view, crowded)[0]?.code).toBe('too-few-barbarians');
  });

  it('removes barbarians of one colour from several cities by Mortui non mordent, and refuses two colours with the reason', () => {
    const s = table(['mortui-non-mordent']);
    const view = viewFor(s, 'p1');
    const offered = offeredCommands(view);
    expect(composableCards(offered)).toEqual([{ card: 'mortui-non-mordent', forms: [false, true] }]);
    const across = draftCommand('mortui-non-mordent', false, [{ city: 'Roma', tribe: 'huns' }, { city: 'Genua', tribe: 'huns' }], []);
    expect(draftProblems(view, across)).toEqual([]);
    expect(checkCommand(s, 'p1', across)).toEqual([]);
    expect(offered.some((c) => same(c, across))).toBe(false);
    const mixed = draftCommand('mortui-non-mordent', false, [{ city: 'Roma', tribe: 'huns' }, { city: 'Roma', tribe: 'visigoths' }], []);
    const [problem] = draftProblems(view, mixed);
    expect(problem?.code).toBe('one-colour');
    expect(draftReason(problem!, 'de')).toBe('Die Barbaren müssen von einem Stamm sein.');
  });

  it('replaces up to 3 barbarians of mixed tribes in one city by corrupt Mors tua, vita mea', () => {
    const s = table(['mors-tua-vita-mea']);
    const view = viewFor(s, 'p1');
    const all = draftCommand('mors-tua-vita-mea', true, [{ city: 'Roma', tribe: 'huns' }, { city: 'Roma', tribe: 'huns' }, { city: 'Roma', tribe: 'visigoths' }], []);
    expect(draftProblems(view, all)).toEqual([]);
    expect(offeredCommands(view).some((c) => same(c, all))).toBe(false);
    const twoCities = draftCommand('mors-tua-vita-mea', true, [{ city: 'Roma', tribe: 'huns' }, { city: 'Genua', tribe: 'huns' }], []);
    expect(draftProblems(view, twoCities)[0]?.code).toBe('one-city');
  });

  it('offers only the barbarians not yet picked', () => {
    const view = viewFor(table(['mortui-non-mordent']), 'p1');
    expect(removable(view, [])).toHaveLength(4);
    const left = removable(view, [{ city: 'Roma', tribe: 'huns' }, { city: 'Roma', tribe: 'huns' }, { city: 'Genua', tribe: 'huns' }]);
    expect(left).toEqual([{ city: 'Ravenna', tribe: 'vandals' }, { city: 'Roma', tribe: 'visigoths' }]);
  });

  it('composes nothing for a card the seat may not play now', () => {
    const s = table(['festina-lente', 'mortui-non-mordent']);
    expect(composableCards(offeredCommands(viewFor({ ...s, active: 1 }, 'p1')))).toEqual([]);
  });
  it('asks the faces of Veni, vidi, vici only while Alea iacta est lets the dice be set, and reads them as typed', () => {
    const s = table(['veni-vidi-vici']);
    const veni: FrCommand = { type: 'event', card: 'veni-vidi-vici', to: 'Genua', legions: 2 };
    expect(facesAsked(viewFor(s, 'p1'), veni)).toBe(false);
    const alea = { ...s, flags: { ...s.flags, setDice: 'once' as const } };
    const view = viewFor(alea, 'p1');
    expect(facesAsked(view, veni)).toBe(true);
    expect(facesAsked(view, { type: 'battle' })).toBe(false);
    expect(withFaces(veni, '')).toEqual(veni);
    expect(withFaces(veni, ' 6, 5 ')).toEqual({ ...veni, set: [6, 5] });
    expect(withFaces(veni, '6 7')).toBeUndefined();
    expect(withFaces(veni, '1 2 3 4')).toBeUndefined();
    // Two legions along: two dice, so one face is not enough, and the reason says so.
    expect(draftProblems(view, withFaces(veni, '6') as FrCommand).map((p) => p.code)).toEqual(['bad-set-dice']);
    expect(draftProblems(view, withFaces(veni, '6 6') as FrCommand)).toEqual([]);
    expect(draftReason(draftProblems(view, withFaces(veni, '6') as FrCommand)[0]!, 'de')).toBe('Gib für jeden Würfel der Schlacht genau eine Augenzahl an.');
    // No barbarians in Carthago: no battle follows, so faces (and a number of dice) are refused, not ignored.
    const quiet: FrCommand = { type: 'event', card: 'veni-vidi-vici', to: 'Carthago', legions: 2 };
    expect(draftProblems(view, quiet)).toEqual([]);
    expect(draftProblems(view, withFaces(quiet, '6 6') as FrCommand).map((p) => [p.code, p.where])).toEqual([['no-battle', 'set']]);
    expect(draftProblems(view, { ...quiet, dice: 1 } as FrCommand).map((p) => p.code)).toEqual(['no-battle']);
  });
});
