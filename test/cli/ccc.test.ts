import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cli, tempFile } from './run.js';

const example = 'examples/ccc-land-combat/colony-assault.json';

describe('arbiter ccc', () => {
  it('land-combat resolves a file step by step with every roll and reason, in English and German', () => {
    const en = cli('ccc', 'land-combat', example, '--dice', '6,6,1,1');
    expect(en.code).toBe(0);
    expect(en.out).toContain('— Step 4: land combat round (LC DR) —');
    expect(en.out).toContain('  roll W6 for LC DR attacker: 6');
    expect(en.out).toContain('attacker: combat factor 6 + leader 2 + 2d6 (6+6) + cavalry charge 1 + siege bonus 2 + Veteran Officers 1 = 24');
    expect(en.out).toContain('Difference +8: the attacker wins.');
    expect(en.out).toContain('Result: the attacker wins.');
    const de = cli('ccc', 'land-combat', example, '--dice', '6,6,1,1', '--lang', 'de');
    expect(de.code).toBe(0);
    expect(de.out).toContain('— Schritt 4: Landkampfrunde (LC DR) —');
    expect(de.out).toContain('Differenz +8: der Angreifer gewinnt.');
    expect(de.out).toContain('  Wurf W6 für LC DR Angreifer: 6');
    expect(de.out).toContain('Ergebnis: der Angreifer gewinnt.');
  });

  it('the same seed gives the same output byte for byte; --json gives the result as data', () => {
    const a = cli('ccc', 'land-combat', example, '--seed', '9', '--json');
    const b = cli('ccc', 'land-combat', example, '--seed', '9', '--json');
    expect(a.code).toBe(0);
    expect(a.out).toBe(b.out);
    const data = JSON.parse(a.out) as { rolls: unknown[]; winner: string };
    expect(data.rolls).toHaveLength(4);
    expect(['attacker', 'defender']).toContain(data.winner);
  });

  it('odds prints the exact distribution as fractions of 1296', () => {
    const r = cli('ccc', 'odds', example, '--json');
    expect(r.code).toBe(0);
    const data = JSON.parse(r.out) as { total: number; outcomes: { count: number }[] };
    expect(data.total).toBe(1296);
    expect(data.outcomes.reduce((n, o) => n + o.count, 0)).toBe(1296);
    expect(cli('ccc', 'odds', example).out).toMatch(/^Attacker wins: \d+\/1296 \(\d+\.\d %\)\.$/m);
  });

  it('bad files exit 2 naming the file and the JSON path of every problem, without a stack trace', () => {
    const file = JSON.parse(readFileSync(example, 'utf8')) as { avatars: { units: { type: string }[] }[]; defender: string };
    file.avatars[0]!.units[2]!.type = 'dragoons';
    file.defender = 'england';
    const path = tempFile('bad.json', file);
    for (const sub of ['land-combat', 'odds']) {
      const r = cli('ccc', sub, path);
      expect(r.code).toBe(2);
      expect(r.err).toContain(`${path}: avatars[0].units[2].type: unit type "dragoons" is not in the tables`);
      expect(r.err).toContain(`${path}: defender: the defender is the owner of the land area`);
      expect(r.err).not.toMatch(/at .*\.ts:\d+/);
    }
    const syntax = cli('ccc', 'land-combat', tempFile('broken.json', '{"game": }'));
    expect(syntax.code).toBe(2);
    expect(syntax.err).toContain('broken.json: is not valid JSON');
  });

  it('a refused choice exits 2 with its path under choices; a short dice list exits 2', () => {
    const file = JSON.parse(readFileSync(example, 'utf8')) as { choices: { commander: string; cards: { attacker: Record<string, string[]> } } };
    file.choices.commander = 'pizarro';
    const r = cli('ccc', 'land-combat', tempFile('c.json', file));
    expect(r.code).toBe(2);
    expect(r.err).toContain('choices.commander: Pizarro is on a fleet: an embarked leader can not become the defending avatar');
    const red = JSON.parse(readFileSync(example, 'utf8')) as { choices: { cards: { attacker: Record<string, string[]> } } };
    red.choices.cards.attacker['2'] = ['royal-decree'];
    const r2 = cli('ccc', 'land-combat', tempFile('r.json', red));
    expect(r2.code).toBe(2);
    expect(r2.err).toContain('choices.cards.attacker.2[0]: Royal Decree: red cards can not be played in a land combat');
    const short = cli('ccc', 'land-combat', example, '--dice', '3,4');
    expect(short.code).toBe(2);
    expect(short.err).toContain('--dice: the dice list ran out');
  });
});
