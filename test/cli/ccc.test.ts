import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cli, tempFile } from './run.js';

const example = 'examples/ccc-land-combat/colony-assault.json';

describe('arbiter ccc', () => {
  it('land-combat resolves a file step by step with every roll and reason, in English and German', () => {
    const en = cli('ccc', 'land-combat', example, '--dice', '6,6,1,1');
    expect(en.code).toBe(0);
    expect(en.out).toContain('— Step 4: land combat round (LC DR) —');
    expect(en.out).toContain('  roll d6 for LC DR attacker: 6');
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

  it('--rules switches a reading of the register; --tables replaces the sample tables, checked with paths', () => {
    const file = JSON.parse(readFileSync(example, 'utf8')) as { choices: { cards: { attacker: Record<string, string[]> } } };
    file.choices.cards.attacker = { '4': ['veteran-officers'] };
    const path = tempFile('step4.json', file);
    const both = cli('ccc', 'land-combat', path, '--dice', '3,3,3,3');
    expect(both.code).toBe(2);
    expect(both.err).toContain('choices.cards.attacker.4[0]: Veteran Officers: after step 3 only reaction cards can be played');
    const en = cli('ccc', 'land-combat', path, '--dice', '3,3,3,3', '--rules', '{"reactionCards":"en"}');
    expect(en.code, en.err).toBe(0);
    expect(en.out).toContain('The attacker plays Veteran Officers.');
    expect(cli('ccc', 'odds', example, '--rules', '{"reactionCards":"fr"}').err).toContain('--rules: reactionCards: must be one of "both", "en", "de"');

    const tables = JSON.parse(readFileSync('src/games/ccc-land-combat/data/sample-tables.json', 'utf8')) as { title: string; sample: boolean; results: { winner: string }[] };
    tables.title = 'House tables';
    for (const row of tables.results) row.winner = 'defender';
    const owned = cli('ccc', 'odds', example, '--json', '--tables', tempFile('tables.json', tables));
    expect(owned.code, owned.err).toBe(0);
    expect((JSON.parse(owned.out) as { attackerWins: number }).attackerWins).toBe(0);
    (tables.results[0] as Record<string, unknown>).attackerHits = -1;
    const broken = tempFile('broken-tables.json', tables);
    const bad = cli('ccc', 'land-combat', example, '--tables', broken);
    expect(bad.code).toBe(2);
    expect(bad.err).toContain(`${broken}: results[0].attackerHits: must be at least 0, not the number -1`);
  });

  it('--lang nl and --lang fr print the refusals of a bad file, a refused choice and a bad flag in Dutch and French, by name, exit 2', () => {
    const file = JSON.parse(readFileSync(example, 'utf8')) as { avatars: { units: { type: string }[] }[]; defender: string };
    file.avatars[0]!.units[2]!.type = 'dragoons';
    file.defender = 'england';
    const bad = tempFile('bad.json', file);
    const commander = JSON.parse(readFileSync(example, 'utf8')) as { choices: { commander: string } };
    commander.choices.commander = 'pizarro';
    const pizarro = tempFile('c.json', commander);
    const red = JSON.parse(readFileSync(example, 'utf8')) as { choices: { cards: { attacker: Record<string, string[]> } } };
    red.choices.cards.attacker['2'] = ['royal-decree'];
    const decree = tempFile('r.json', red);
    const peace = JSON.parse(readFileSync(example, 'utf8')) as { hostilities: unknown[] };
    peace.hostilities = [];
    const friends = tempFile('p.json', peace);
    const expected: Record<'nl' | 'fr', [string[], string][]> = {
      nl: [
        [['land-combat', bad], `${bad}: avatars[0].units[2].type: het eenheidstype "dragoons" staat niet in de tabellen (mogelijk: infanterie ("infantry"), cavalerie ("cavalry")`],
        [['odds', bad], `${bad}: defender: de verdediger is de eigenaar van het landgebied (Spanje, met de controlemarker)`],
        [['land-combat', pizarro], 'choices.commander: Pizarro is aan boord van een vloot: een ingescheepte leider kan niet de verdedigende avatar worden'],
        [['land-combat', decree], 'choices.cards.attacker.2[0]: Koninklijk besluit: rode kaarten kunnen in een landgevecht niet gespeeld worden'],
        [['odds', friends], 'defender: Frankrijk en Spanje zijn geen vijanden (hostilities, alliances): een landgevecht is alleen mogelijk tegen vijandige naties'],
        [['land-combat', example, '--seed', 'x'], '--seed: moet een geheel getal zijn, niet "x"'],
        [['odds', example, '--rules', '{x'], '--rules: moet een JSON-object met regelopties zijn, niet "{x"'],
        [['land-combat', 'no/such/file.json'], 'no/such/file.json: kan niet gelezen worden: '],
      ],
      fr: [
        [['land-combat', bad], `${bad}: avatars[0].units[2].type: le type d'unité « dragoons » ne figure pas dans les tableaux (possibles : infanterie (« infantry »), cavalerie (« cavalry »)`],
        [['odds', bad], `${bad}: defender: le défenseur est le propriétaire de la zone terrestre (Espagne, son marqueur de contrôle)`],
        [['land-combat', pizarro], "choices.commander: Pizarro est sur une flotte : un chef embarqué ne peut pas devenir l'avatar en défense"],
        [['land-combat', decree], 'choices.cards.attacker.2[0]: Décret royal : les cartes rouges ne peuvent pas être jouées dans un combat terrestre'],
        [['odds', friends], "defender: les nations France et Espagne ne sont pas ennemies (hostilities, alliances) : le combat terrestre n'oppose que des nations ennemies"],
        [['land-combat', example, '--seed', 'x'], '--seed: doit être un nombre entier, pas « x »'],
        [['odds', example, '--rules', '{x'], "--rules: doit être un objet JSON d'options de règles, pas « {x »"],
        [['land-combat', 'no/such/file.json'], 'no/such/file.json: illisible : '],
      ],
    };
    for (const lang of ['nl', 'fr'] as const) {
      for (const [args, text] of expected[lang]) {
        const r = cli('ccc', ...args, '--lang', lang);
        expect(r.code, `${lang} ${args.join(' ')}`).toBe(2);
        expect(r.out).toBe('');
        expect(r.err, `${lang} ${args.join(' ')}`).toContain(text);
        // The English of the same refusal is not printed, and no nation by its id.
        const en = cli('ccc', ...args);
        expect(en.code).toBe(2);
        expect(r.err).not.toBe(en.err);
        expect(r.err.replace(/"[^"]*"|« [^»]* »/g, '')).not.toMatch(/\b(spain|france|england|pizarro|royal-decree)\b/);
      }
    }
  });
});
