import { WIZARD_CLASS_IDS, type CharacterRank, type WizardClass } from '../../data/figures.js';
import type { PhoenixRules } from '../../rules.js';
import type { FighterCharacterInput, FighterWizardInput } from './schema.js';

/** Which side of a character combat a figure is on; in a rearguard the melee's winner is the attacker (§5.4). */
export type Side = 'attacker' | 'defender';

/** A figure as the combat sees it. */
export interface Fighter {
  readonly name: string;
  readonly side: Side;
  readonly realm: string;
  /** JSON path of its entry, for problems and reports. */
  readonly path: string;
  readonly figure: 'character' | 'wizard';
  /** Rank code (BUH, CHF …) or class (ZC, CZC). */
  readonly label: string;
  /** Keeps tenths of GP when true (characters and character wizards, P-6); whole GP otherwise. */
  readonly keepsTenths: boolean;
  readonly gp: number;
  /** GP on the board: fractions ignored (R §1.9.1, P-6). */
  readonly boardGp: number;
  /** Class level of its rank or wizard class (§5.3 table). */
  readonly level: number;
  readonly knight: boolean;
  readonly hex?: string;
  readonly zkp?: number;
  /** ZKP it may use after neutralisation (§1.3). */
  readonly effectiveZkp?: number;
  /** W6 it rolls: board GP of a character, usable ZKP of a wizard (§5.3). */
  readonly w6: number;
  /** Spent and neutralised ZKP, counted as automatic 1s in a duel (errata 31, 45). */
  readonly autoOnes: number;
  /** Its ZKP were all neutralised: it loses a duel automatically (§1.3). */
  readonly fullyNeutralised: boolean;
}

/** GP on the board: tenths are ignored (R §1.9.1, §1.9.2). */
export function boardGp(gp: number): number {
  return Math.floor(gp + 1e-9);
}

/** Class level of a GP total (R §5.3; tables.md §3): 1 plus the thresholds reached. */
export function levelOfGp(gp: number, rules: PhoenixRules): number {
  return 1 + rules.tables.classLevelFrom.thresholds.filter((threshold) => gp >= threshold).length;
}

/** A wizard's class: given, or the class its GP has reached (R §1.3). */
export function wizardClassOf(wizard: FighterWizardInput, rules: PhoenixRules): WizardClass {
  if (wizard.class !== undefined) return wizard.class;
  const level = levelOfGp(boardGp(wizard.gp), rules);
  return WIZARD_CLASS_IDS.find((id) => rules.tables.wizardClasses[id].level === level) ?? 'F';
}

export function characterFighter(input: FighterCharacterInput, side: Side, realm: string, path: string, rules: PhoenixRules): Fighter {
  const rank: CharacterRank = input.rank;
  const board = boardGp(input.gp);
  return {
    name: input.name,
    side,
    realm,
    path,
    figure: 'character',
    label: rules.tables.characterRanks[rank].code,
    keepsTenths: true,
    gp: input.gp,
    boardGp: board,
    level: rules.tables.characterRanks[rank].level,
    knight: input.knight === true,
    w6: board,
    autoOnes: 0,
    fullyNeutralised: false,
  };
}

/** A wizard with the ZKP left to it by neutralisation (`effectiveZkp`, §1.3). */
export function wizardFighter(
  input: FighterWizardInput,
  side: Side,
  realm: string,
  path: string,
  usable: { readonly effectiveZkp: number; readonly neutralised: boolean },
  hex: string | undefined,
  rules: PhoenixRules,
): Fighter {
  const { effectiveZkp } = usable;
  const cls = wizardClassOf(input, rules);
  const board = boardGp(input.gp);
  return {
    name: input.name,
    side,
    realm: input.realm ?? realm,
    path,
    figure: 'wizard',
    label: `${input.character === true ? 'CZ' : 'Z'}${cls}`,
    keepsTenths: input.character === true,
    gp: input.gp,
    boardGp: board,
    level: rules.tables.wizardClasses[cls].level,
    knight: false,
    ...(hex === undefined ? {} : { hex }),
    zkp: input.zkp,
    effectiveZkp,
    w6: effectiveZkp,
    // errata 31/45: spent and neutralised ZKP count as automatic 1s, up to the GP value
    autoOnes: Math.max(0, board - effectiveZkp),
    fullyNeutralised: usable.neutralised && effectiveZkp === 0,
  };
}
