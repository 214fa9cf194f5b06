import { readFileSync } from 'node:fs';
import { CommanderError, Option, type Command } from 'commander';
import { InputError, type Problem } from '../../../kernel/problems.js';
import { parseJsonText } from '../../../kernel/validation.js';
import { loadRulesOptions } from '../options.js';
import { checkTurn } from '../orders/check.js';
import { parseTurnJson } from '../orders/json.js';
import { parseTurnText, placeText } from '../orders/parse.js';
import { counted } from '../reports/text.js';
import { DEFAULT_RULES } from '../rules.js';
import { loadWorldFile } from '../world/load.js';

type Out = (text: string) => void;

interface CheckOptions {
  lang: 'de' | 'en';
  json?: boolean;
  rules?: string;
}

/** A turn file as text orders, or as the JSON form when it starts with "{". */
function readTurn(path: string, lang: 'de' | 'en') {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new InputError([{ code: 'unreadable', message: `cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'})` }], path);
  }
  if (text.trimStart().startsWith('{')) return parseTurnJson(parseJsonText(text, path), path);
  return parseTurnText(text, path, lang);
}

/** `arbiter phoenix check world.json turn.txt`: the referee's answer before the deadline (exit 2 on any problem). */
export function addOrderCommands(phoenix: Command, out: Out): void {
  phoenix
    .command('check')
    .description("check a realm's turn against the world before the month: every problem with line, column and reason")
    .argument('<world>', 'world file (JSON)')
    .argument('<turn>', 'turn file: orders as text (docs/phoenix/orders.md) or their JSON form')
    .addOption(new Option('--lang <lang>', 'language of the messages').choices(['de', 'en']).default('de'))
    .option('--json', 'print the problems as JSON data')
    .option('--rules <file>', 'a rules-options file overriding tables and readings')
    .action((worldFile: string, turnFile: string, options: CheckOptions) => {
      const rules = options.rules === undefined ? DEFAULT_RULES : loadRulesOptions(options.rules);
      const loaded = loadWorldFile(worldFile);
      const { turn, problems: syntax } = readTurn(turnFile, options.lang);
      const problems: Problem[] = [...syntax, ...(turn === undefined ? [] : checkTurn(loaded, turn, rules, options.lang))];
      const refusals = problems.filter((p) => p.severity !== 'warning');
      const lang = options.lang;
      if (options.json) out(`${JSON.stringify({ realm: turn?.realm ?? null, orders: turn?.orders.length ?? 0, problems }, null, 2)}\n`);
      else {
        if (problems.length > 0) out(`${problems.map((p) => `${turnFile}: ${placeText(p.where, lang)}: ${p.message}`).join('\n')}\n`);
        if (refusals.length === 0) {
          const orders = counted(turn?.orders.length ?? 0, lang, ['Befehl', 'Befehle'], ['order', 'orders']);
          out(lang === 'de' ? `${turnFile}: ${orders}, keine Probleme.\n` : `${turnFile}: ${orders}, no problems.\n`);
        }
      }
      // Notes refuse nothing: only refusals make the exit code 2.
      if (refusals.length > 0) throw new CommanderError(2, 'arbiter.turnProblems', '');
    });
}
