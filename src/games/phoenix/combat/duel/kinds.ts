import { t } from '../../reports/text.js';
import type { BattleKind } from '../battle-kind.js';
import { duelOdds } from './odds.js';
import { prepareCharacterCombat, prepareDuel } from './prepare.js';
import { rearguardProblems, resolveRearguard } from './rearguard.js';
import { renderCombat } from './report.js';
import { resolveCombat } from './resolve.js';
import { characterCombatFileSchema, duelFileSchema, rearguardFileSchema, type CharacterCombatFile, type DuelFile, type RearguardFile } from './schema.js';

/** `"kind": "character-combat"`: character combat with knights' combat (R §5.2, §5.3). */
export const characterCombatKind: BattleKind<CharacterCombatFile> = {
  kind: 'character-combat',
  schema: characterCombatFileSchema,
  problems: (file, rules) => [...prepareCharacterCombat(file, rules).problems],
  resolve(file, dice, rules) {
    const prepared = prepareCharacterCombat(file, rules);
    const data = resolveCombat('character-combat', file.hex, prepared, dice, rules);
    const knights = data.pairings.some((p) => p.combat === 'knights');
    const title = knights ? t('Ritterkampf und Charakterkampf (§5.2, §5.3)', 'Knights’ combat and character combat (§5.2, §5.3)') : t('Charakterkampf (§5.3)', 'Character combat (§5.3)');
    const rolls = [...dice.rolls];
    return { data, render: (lang) => renderCombat(data, rolls, title, lang) };
  },
  odds: (file, rules) => duelOdds(prepareCharacterCombat(file, rules), rules),
};

/** `"kind": "duel"`: wizard duel with neutralisation (R §1.3, §5.3, errata 24, 31, 45, 96). */
export const duelKind: BattleKind<DuelFile> = {
  kind: 'duel',
  schema: duelFileSchema,
  problems: (file, rules) => [...prepareDuel(file, rules).problems],
  resolve(file, dice, rules) {
    const data = resolveCombat('duel', file.hex, prepareDuel(file, rules), dice, rules);
    const rolls = [...dice.rolls];
    return { data, render: (lang) => renderCombat(data, rolls, t('Zauberduell (§5.3)', 'Wizard duel (§5.3)'), lang) };
  },
  odds: (file, rules) => duelOdds(prepareDuel(file, rules), rules),
};

/** `"kind": "rearguard"`: rearguard fight and emergency teleport after a lost melee (R §5.4, errata 43). */
export const rearguardKind: BattleKind<RearguardFile> = {
  kind: 'rearguard',
  schema: rearguardFileSchema,
  problems: rearguardProblems,
  resolve: resolveRearguard,
};

export const DUEL_KINDS = [characterCombatKind, duelKind, rearguardKind] as const;
