import type { DiceSource } from '../../kernel/dice.js';
import { parseWith } from '../../kernel/validation.js';
import { parseCombatFile, type CombatFile } from './combat-file.js';
import { SAMPLE_TABLES, parseTables } from './data/tables.js';
import { start } from './resolve.js';
import { rulesOptionsSchema, type CccOptions, type CccState } from './state.js';

/** The state before anything is decided; `choices` of the file are left out (a table asks instead). */
export function initialState(file: CombatFile, tables: CccState['tables'], rules: CccState['rules']): CccState {
  const { choices: _choices, ...situation } = file;
  const hands: Record<string, string[]> = {};
  const nations: CombatFile['nations'] = {};
  for (const [name, n] of Object.entries(file.nations)) {
    hands[name] = [...n.cards];
    nations[name] = { ...n, cards: [] };
  }
  const glory: Record<string, number> = {};
  for (const [name, n] of Object.entries(file.nations)) glory[name] = n.glory;
  return {
    file: { ...situation, nations },
    tables,
    rules,
    cursor: -1,
    awaiting: false,
    declared: false,
    commander: null,
    alliedCommander: false,
    landed: [],
    bombard: [],
    overrun: false,
    units: { attacker: [], defender: [] },
    eliminated: [],
    hands,
    played: [],
    freeActions: [],
    charge: { attacker: null, defender: null },
    siege: null,
    lcdr: null,
    winner: null,
    retreats: [],
    end: null,
    glory,
  };
}

export function setupState(options: CccOptions, dice: DiceSource): CccState {
  const { combat, tables: tablesJson, ...rest } = options;
  const rules = parseWith(rulesOptionsSchema, rest, 'options');
  const tables = tablesJson === undefined ? SAMPLE_TABLES : parseTables(tablesJson, 'tables');
  const file = parseCombatFile(combat, tables, 'combat');
  return start(initialState(file, tables, rules), dice);
}
