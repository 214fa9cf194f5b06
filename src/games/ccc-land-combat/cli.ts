import { readFileSync } from 'node:fs';
import { Command, Option } from 'commander';
import { ScriptedDice, SeededDice, parseDiceList, type DiceSource } from '../../kernel/dice.js';
import { InputError } from '../../kernel/problems.js';
import type { GameIo } from '../../kernel/registry.js';
import { parseJsonText, parseWith } from '../../kernel/validation.js';
import { runCombat } from './autoplay.js';
import { combatFileSchema, type Choices } from './combat-file.js';
import { loadTables } from './data/load.js';
import { SAMPLE_TABLES, type Tables } from './data/tables.js';
import { odds } from './odds.js';
import { rulesOptionsSchema, type CccOptions } from './state.js';
import { inLanguage, refusal } from './refusals.js';
import { narrate, oddsText } from './texts.js';
import { LANGS, type Lang } from './words.js';

interface Flags {
  seed: string;
  dice?: string;
  json?: boolean;
  lang: Lang;
  tables?: string;
  rules?: string;
}

function readJson(path: string): unknown {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    const reason = (error as Error).message;
    throw new InputError([refusal('unreadable', {}, (say) => say.unreadable(reason))], path);
  }
  return parseJsonText(text, path);
}

/** The match options of a file: the combat (checked, with the path in every message), tables and rules options. */
function load(path: string, flags: Flags): { options: CccOptions; choices: Choices; tables: Pick<Tables, 'title' | 'sample'> } {
  const json = readJson(path);
  const tables = flags.tables === undefined ? undefined : loadTables(flags.tables);
  let rules: unknown = {};
  if (flags.rules !== undefined) {
    try {
      rules = JSON.parse(flags.rules);
    } catch {
      const text = flags.rules;
      throw new InputError([refusal('bad-json', {}, (say, n) => say.badRules(n.q(text)), '--rules')]);
    }
  }
  const parsedRules = parseWith(rulesOptionsSchema, rules, '--rules');
  const file = parseWith(combatFileSchema, json, path);
  const options: CccOptions = { combat: json, ...(tables === undefined ? {} : { tables }), ...parsedRules };
  // Setup checks the rules of 6.6.3 on the file; its problems carry the file's name.
  try {
    runCombat(options, {}, new SeededDice(0), () => true);
  } catch (error) {
    if (error instanceof InputError) throw new InputError(error.problems, path);
    throw error;
  }
  const used = tables ?? SAMPLE_TABLES;
  return { options, choices: file.choices ?? {}, tables: { title: used.title, sample: used.sample } };
}

function seedOf(text: string): number {
  if (!/^\d{1,15}$/.test(text)) throw new InputError([refusal('bad-number', {}, (say, n) => say.badSeed(n.q(text)), '--seed')]);
  return Number(text);
}

/** --lang: the language of the text and of the refusals (en, de, nl or fr). */
const langOption = (): Option => new Option('--lang <lang>', 'language of the text and of refusals: en (English), de (German), nl (Dutch) or fr (French)').choices(LANGS).default('en');

/** Runs a command's work; its refusals are printed in the reader's language (problems of the file's form stay English). */
function inReadersLanguage(lang: Lang, work: () => void): void {
  try {
    work();
  } catch (error) {
    if (error instanceof InputError && lang !== 'en') throw new InputError(error.problems.map((p) => inLanguage(p, lang)), error.source);
    throw error;
  }
}

function landCombatCommand(io: GameIo): Command {
  return new Command('land-combat')
    .description('resolve a land combat file step by step (6.6.3), with every roll and reason')
    .argument('<file>', 'combat file (JSON), e.g. examples/ccc-land-combat/colony-assault.json')
    .option('--seed <n>', 'seed of the dice', '1')
    .option('--dice <list>', 'the dice instead of the generator, in order: "3,4,2,5" (attacker 2d6, defender 2d6, then retreat dice)')
    .option('--json', 'print the result as JSON')
    .addOption(langOption())
    .option('--tables <file>', 'tables file replacing the sample (docs/ccc-land-combat/data-files.md)')
    .option('--rules <json>', 'rules options, e.g. \'{"reactionCards":"de"}\' (docs/ccc-land-combat/interpretations.md)')
    .action((file: string, flags: Flags) =>
      inReadersLanguage(flags.lang, () => {
      const { options, choices, tables } = load(file, flags);
      const dice: DiceSource = flags.dice === undefined ? new SeededDice(seedOf(flags.seed)) : new ScriptedDice(parseDiceList(flags.dice));
      const run = runCombat(options, choices, dice);
      if (flags.json === true) {
        const s = run.state;
        // The tables' title and sample flag come first: a reader sees at once whether the numbers are invented.
        io.out(`${JSON.stringify({ tables, winner: s.winner, overrun: s.overrun, commander: s.commander, units: s.units, lcdr: s.lcdr, retreats: s.retreats, end: s.end, glory: s.glory, rolls: run.rolls, played: s.played }, null, 2)}\n`);
      } else io.out(narrate(run, flags.lang));
      }),
    );
}

function oddsCommand(io: GameIo): Command {
  return new Command('odds')
    .description('the exact distribution of outcomes of a land combat file, with its choices')
    .argument('<file>', 'combat file (JSON)')
    .option('--json', 'print the distribution as JSON')
    .addOption(langOption())
    .option('--tables <file>', 'tables file replacing the sample')
    .option('--rules <json>', 'rules options as JSON')
    .action((file: string, flags: Flags) =>
      inReadersLanguage(flags.lang, () => {
        const { options, choices, tables } = load(file, { ...flags, seed: '0' });
        const result = odds(options, choices);
        io.out(flags.json === true ? `${JSON.stringify({ tables, ...result }, null, 2)}\n` : oddsText(result, flags.lang, tables));
      }),
    );
}

/** `arbiter ccc …`: Caribbean Colonization & Conquest. */
export function cccCommand(io: GameIo): Command {
  return new Command('ccc')
    .description('Caribbean Colonization & Conquest: land combat (6.6.3) as referee and calculator')
    .addCommand(landCombatCommand(io))
    .addCommand(oddsCommand(io));
}
