import type { BattleKind } from '../battle-kind.js';
import { rangedProblems } from './problems.js';
import { renderRanged } from './report.js';
import { resolveRanged } from './resolve.js';
import { rangedFileSchema, type RangedFile } from './schema.js';

/** Battle files of kind "ranged": one realm's fire in a month (R §5.1). */
export const rangedBattle: BattleKind<RangedFile> = {
  kind: 'ranged',
  schema: rangedFileSchema,
  problems: rangedProblems,
  resolve(file, dice, rules) {
    const { result, dice: labelled } = resolveRanged(file, dice, rules);
    return { data: result, render: (lang) => renderRanged(file, result, labelled, lang) };
  },
};
