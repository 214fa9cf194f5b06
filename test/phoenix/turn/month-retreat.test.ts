import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { MonthEvent } from '../../../src/games/phoenix/turn/month/events.js';
import type { World } from '../../../src/games/phoenix/world/schema.js';
import { buildCaseWorld, type CaseWorld as MonthCaseWorld } from '../../conformance/phoenix-month-world.js';
import { month, turnOf } from './helpers.js';

const find = (events: readonly MonthEvent[], code: string) => events.filter((e) => e.code === code);

/** PHX-M-5.4-01: Brun of b, beaten at 503/22 after a character combat, survives the rearguard fight (seed 1). */
function beaten(change: (w: MonthCaseWorld) => void = () => {}): World {
  const spec = JSON.parse(readFileSync(new URL('../../conformance/phoenix-month/PHX-M-5.4-01.json', import.meta.url), 'utf8')) as { world: MonthCaseWorld };
  change(spec.world);
  return buildCaseWorld(spec.world);
}

const brun = (world: World) => world.characters.find((c) => c.id === 'brun');

describe('RUECKZUG: the retreat hex a surviving figure chooses (R §5.4; P-102)', () => {
  it('without an order the figure retreats to the first free neighbouring hex, own land first', () => {
    const out = month(beaten());
    expect(brun(out.world)?.at).toBe('503/30');
    expect(find(out.events, 'retreatChoice')).toEqual([]);
  });

  it('goes to the hex named when it is adjacent and free of enemy troops', () => {
    const out = month(beaten(), { b: turnOf('b', { type: 'retreat', figure: 'brun', to: '503/29' }) });
    expect(brun(out.world)?.at).toBe('503/29');
    const [choice] = find(out.events, 'retreatChoice');
    expect(choice).toMatchObject({ step: 'B14', audience: { to: 'realms', realms: ['b'] }, data: { figure: 'brun', at: '503/22', wanted: '503/29', to: '503/29', used: true } });
  });

  it('otherwise takes the automatic choice, and the report says why', () => {
    const cases: [string, (w: MonthCaseWorld) => void, string][] = [
      ['503/31', () => {}, 'not next to 503/22'],
      ['503/15', (w) => w.hexes!.push({ at: '503/15', terrain: 'water' }), 'water'],
      ['503/21', (w) => {
        w.realms.push({ id: 'c' });
        w.armies!.push({ realm: 'c', number: 101, kind: 'warriors', at: '503/21', K: 500, HF: 1 });
      }, 'hostile troops stand at 503/21'],
    ];
    for (const [to, change, why] of cases) {
      const out = month(beaten(change), { b: turnOf('b', { type: 'retreat', figure: 'brun', to }) });
      expect(brun(out.world)?.at, to).toBe('503/30');
      const [choice] = find(out.events, 'retreatChoice');
      expect(choice?.data, to).toMatchObject({ figure: 'brun', wanted: to, to: '503/30', used: false });
      expect((choice?.data.reason as { en: string }).en, to).toContain(why);
    }
  });
});
