import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { basename, dirname, extname, join, resolve } from 'node:path';
import { Option, type Command } from 'commander';
import { SeededDice } from '../../../kernel/dice.js';
import { guardFolder, type FolderGuard } from '../../../runtime/partial-folder.js';
import { InputError, type Problem } from '../../../kernel/problems.js';
import { parseJsonText } from '../../../kernel/validation.js';
import { loadRulesOptions } from '../options.js';
import { parseTurnJson } from '../orders/json.js';
import { parseTurnText } from '../orders/parse.js';
import type { Lang } from '../reports/text.js';
import { renderHtml, renderMarkdown } from '../reports/doc.js';
import { gmDoc } from '../reports/gm-report.js';
import { humanReport } from '../reports/human-report.js';
import { DEFAULT_RULES } from '../rules.js';
import { evaluateMonth } from '../turn/month/evaluate.js';
import type { TurnInput } from '../turn/month/turn-input.js';
import { loadWorldFile } from '../world/load.js';
import { formatWorld } from '../world/save.js';

type Out = (text: string) => void;

interface MonthOptions {
  orders: string;
  seed: string;
  out: string;
  lang: Lang;
  rules?: string;
}

/** Reads DIR/<realm>.txt or .json for every realm; a file that cannot be parsed leaves that realm's turn empty (P-72). */
function readTurns(dir: string, realms: readonly string[], lang: Lang): Map<string, TurnInput> {
  let names: string[];
  try {
    names = readdirSync(dir).sort();
  } catch (error) {
    throw new InputError([{ code: 'unreadable', message: `cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'})` }], dir);
  }
  const problems: Problem[] = [];
  const turns = new Map<string, TurnInput>();
  for (const name of names) {
    const ext = extname(name);
    if (ext !== '.txt' && ext !== '.json') continue;
    const realm = basename(name, ext);
    if (!realms.includes(realm)) {
      problems.push({ code: 'unknown-realm', message: `names no realm of the world; realms: ${realms.join(', ')}`, where: name });
      continue;
    }
    if (turns.has(realm)) {
      problems.push({ code: 'two-files', message: `${realm} has both a .txt and a .json orders file`, where: name });
      continue;
    }
    let text: string;
    try {
      text = readFileSync(join(dir, name), 'utf8');
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? 'error';
      problems.push({ code: 'unreadable', message: code === 'EISDIR' ? 'is a folder, not an orders file' : `cannot be read (${code})`, where: name });
      continue;
    }
    let parsed: ReturnType<typeof parseTurnText>;
    try {
      parsed = ext === '.txt' ? parseTurnText(text, name, lang) : parseTurnJson(parseJsonText(text, name), name);
    } catch (error) {
      if (!(error instanceof InputError)) throw error;
      turns.set(realm, error.problems);
      continue;
    }
    turns.set(realm, parsed.turn === undefined ? parsed.problems : { turn: parsed.turn, problems: parsed.problems });
  }
  if (problems.length > 0) throw new InputError(problems, dir);
  return turns;
}

const PARTIAL = '.partial-';

/** Whether a process of this id still runs (the owner of a partial folder). */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Partial folders of runs killed together with their watchdog (or by a crash of the machine) are removed by the next run for the same --out. */
function removeStalePartials(parent: string, name: string): void {
  if (!existsSync(parent)) return;
  for (const entry of readdirSync(parent)) {
    if (!entry.startsWith(`.${name}${PARTIAL}`)) continue;
    const pid = Number(entry.slice(`.${name}${PARTIAL}`.length).split('-')[0]);
    if (Number.isInteger(pid) && pid !== process.pid && !running(pid)) rmSync(join(parent, entry), { recursive: true, force: true });
  }
}

/**
 * Writes every file into a hidden folder beside --out, then renames it: --out is complete or
 * absent (P-72). A watchdog process removes the hidden folder of a run killed while writing
 * (issue 18); should it be killed too, the next run for the same --out removes it.
 */
function writeAll(out: string, files: ReadonlyMap<string, string>): void {
  const target = resolve(out);
  const parent = dirname(target);
  let exists = false;
  try {
    exists = statSync(target).isDirectory() ? readdirSync(target).length > 0 : true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      throw new InputError([{ code: 'unwritable', message: `cannot be used (${(error as NodeJS.ErrnoException).code ?? 'error'})` }], out);
    }
  }
  if (exists) throw new InputError([{ code: 'out-exists', message: statSync(target).isDirectory() ? 'exists and is not empty; give a new directory' : 'is a file; give a new directory' }], out);
  // The process id for removeStalePartials, and a random part so that no later run has this name (the watchdog removes it).
  const temp = join(parent, `.${basename(target)}${PARTIAL}${process.pid}-${randomBytes(6).toString('hex')}`);
  let guard: FolderGuard | undefined;
  try {
    mkdirSync(parent, { recursive: true });
    removeStalePartials(parent, basename(target));
    guard = guardFolder(temp);
    mkdirSync(temp);
    for (const [path, text] of files) {
      mkdirSync(dirname(join(temp, path)), { recursive: true });
      writeFileSync(join(temp, path), text);
    }
    if (existsSync(target)) rmSync(target, { recursive: true });
    renameSync(temp, target);
  } catch (error) {
    rmSync(temp, { recursive: true, force: true });
    throw new InputError([{ code: 'unwritable', message: `cannot be written (${(error as NodeJS.ErrnoException).code ?? 'error'})` }], out);
  } finally {
    guard?.release();
  }
}

/** `arbiter phoenix month` (issue 4; docs/phoenix/month.md). */
export function addMonthCommand(phoenix: Command, out: Out): void {
  phoenix
    .command('month')
    .description('evaluate a month: read every realm\'s orders, write the next world and all reports')
    .argument('<world>', 'world file (JSON)')
    .requiredOption('--orders <dir>', 'directory with <realm>.txt or <realm>.json per realm')
    .requiredOption('--seed <n>', 'seed of the dice: the same world, orders and seed give the same bytes')
    .requiredOption('--out <dir>', 'new directory for world.json and reports/')
    .addOption(new Option('--lang <lang>', 'language of the human reports').choices(['de', 'en']).default('de'))
    .option('--rules <file>', 'a rules-options file overriding tables and readings')
    .action((file: string, options: MonthOptions) => {
      if (!/^\d{1,15}$/.test(options.seed)) throw new InputError([{ code: 'bad-seed', message: `must be a whole number ≥ 0, not "${options.seed}"`, where: '--seed' }]);
      const rules = options.rules === undefined ? DEFAULT_RULES : loadRulesOptions(options.rules);
      const loaded = loadWorldFile(file);
      const turns = readTurns(options.orders, loaded.world.realms.map((r) => r.id), options.lang);
      const month = evaluateMonth(loaded.world, turns, new SeededDice(Number(options.seed)), rules);
      const files = new Map<string, string>([['world.json', formatWorld(month.world)]]);
      for (const [realm, report] of month.reports.realms) {
        const doc = humanReport(report, options.lang);
        files.set(`reports/${realm}.json`, `${JSON.stringify(report, null, 2)}\n`);
        files.set(`reports/${realm}.md`, renderMarkdown(doc));
        files.set(`reports/${realm}.html`, renderHtml(doc, options.lang));
      }
      files.set('reports/gm.json', `${JSON.stringify(month.reports.gm, null, 2)}\n`);
      files.set('reports/gm.md', renderMarkdown(gmDoc(month.reports.gm, options.lang)));
      writeAll(options.out, files);
      const rejected = [...month.reports.realms.values()].filter((r) => r.fileProblems.length > 0).map((r) => r.realm);
      out(
        `Month ${month.reports.gm.turn} evaluated: ${month.events.length} events, ${month.reports.gm.rolls.length} rolls; wrote ${join(options.out, 'world.json')} and ${files.size - 1} reports\n` +
          (rejected.length > 0 ? `Turns that could not be read (empty this month): ${rejected.join(', ')}\n` : ''),
      );
    });
}
