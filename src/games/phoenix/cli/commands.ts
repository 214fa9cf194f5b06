import { readFileSync } from 'node:fs';
import { Command, Option } from 'commander';
import { ScriptedDice, SeededDice, parseDiceList, type DiceSource } from '../../../kernel/dice.js';
import { InputError } from '../../../kernel/problems.js';
import { loadBattleFile } from '../combat/battle-file.js';
import { loadRulesOptions } from '../options.js';
import type { Lang } from '../reports/text.js';
import { addOrderCommands } from './orders.js';
import { addBookCommand } from './book.js';
import { addMonthCommand } from './month.js';
import { addWorldCommands } from './world.js';
import { DEFAULT_RULES } from '../rules.js';

interface CombatOptions {
  seed?: string;
  dice?: string;
  json?: boolean;
  lang: Lang;
  rules?: string;
}

/** Which battle-file kinds each command accepts. */
const COMMAND_KINDS: Record<string, readonly string[]> = {
  melee: ['melee'],
  ranged: ['ranged'],
  duel: ['duel', 'character-combat', 'rearguard'],
};

/** A seed from the file's text, so the same file without --seed gives the same rolls. */
function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash;
}

function parseSeed(text: string): number {
  if (!/^\d{1,15}$/.test(text)) throw new InputError([{ code: 'bad-seed', message: `must be a whole number ≥ 0, not "${text}"`, where: '--seed' }]);
  return Number(text);
}

function diceFor(options: CombatOptions, file: string): { dice: DiceSource; seed?: number } {
  if (options.dice !== undefined) {
    if (options.seed !== undefined) throw new InputError([{ code: 'dice-and-seed', message: 'give either --dice or --seed, not both', where: '--dice' }]);
    try {
      return { dice: new ScriptedDice(parseDiceList(options.dice)) };
    } catch (error) {
      throw new InputError([{ code: 'bad-dice', message: (error as Error).message, where: '--dice' }]);
    }
  }
  const seed = options.seed !== undefined ? parseSeed(options.seed) : seedOf(readFileSync(file, 'utf8'));
  return { dice: new SeededDice(seed), seed };
}

function addCombatOptions(command: Command): Command {
  return command
    .option('--seed <n>', 'seed of the dice (default: derived from the file)')
    .option('--dice <list>', 'the dice to use, in order, e.g. "12,7" (real dice rolled at the table)')
    .option('--json', 'print the result as JSON data')
    .addOption(new Option('--lang <lang>', 'language of the report').choices(['de', 'en']).default('de'))
    .option('--rules <file>', 'a rules-options file overriding tables and readings');
}

function rulesFrom(options: CombatOptions) {
  return options.rules === undefined ? DEFAULT_RULES : loadRulesOptions(options.rules);
}

function runResolve(command: string, file: string, options: CombatOptions, out: (text: string) => void): void {
  const rules = rulesFrom(options);
  const { kind, file: battle } = loadBattleFile(file, rules);
  const allowed = COMMAND_KINDS[command] ?? [];
  if (!allowed.includes(kind.kind)) {
    const right = Object.entries(COMMAND_KINDS).find(([, kinds]) => kinds.includes(kind.kind))?.[0];
    throw new InputError([{ code: 'wrong-command', message: `is a ${kind.kind} file; use "arbiter phoenix ${right ?? 'odds'}"`, where: 'kind' }], file);
  }
  const { dice, seed } = diceFor(options, file);
  const outcome = kind.resolve(battle, dice, rules);
  if (options.json) out(`${JSON.stringify({ seed: seed ?? null, dice: dice.rolls, ...(outcome.data as object) }, null, 2)}\n`);
  else out(`${seed === undefined ? '' : `Seed ${seed}\n`}${outcome.render(options.lang)}`);
}

function runOdds(file: string, options: CombatOptions, out: (text: string) => void): void {
  const rules = rulesFrom(options);
  const { kind, file: battle } = loadBattleFile(file, rules);
  if (kind.odds === undefined) {
    throw new InputError([{ code: 'no-odds', message: `odds are not computed for ${kind.kind} files`, where: 'kind' }], file);
  }
  const outcome = kind.odds(battle, rules);
  out(options.json ? `${JSON.stringify(outcome.data, null, 2)}\n` : outcome.render(options.lang));
}

/** `arbiter phoenix …` */
export function phoenixCommand(out: (text: string) => void): Command {
  const phoenix = new Command('phoenix').description('Phoenix (Erkenfara): combat adjudication');
  for (const [name, description] of [
    ['melee', 'resolve a melee (§5.5) from a battle file'],
    ['ranged', 'resolve ranged fire (§5.1) from a battle file'],
    ['duel', 'resolve a character combat, knights’ combat or wizard duel (§5.2–5.4)'],
  ] as const) {
    addCombatOptions(phoenix.command(name).description(description).argument('<file>', 'battle file (JSON)')).action(
      (file: string, options: CombatOptions) => runResolve(name, file, options, out),
    );
  }
  addCombatOptions(phoenix.command('odds').description('the odds of a melee, character combat or duel before it is fought').argument('<file>', 'battle file (JSON)')).action(
    (file: string, options: CombatOptions) => runOdds(file, options, out),
  );
  addWorldCommands(phoenix, out);
  addMonthCommand(phoenix, out);
  addOrderCommands(phoenix, out);
  addBookCommand(phoenix, out);
  return phoenix;
}
