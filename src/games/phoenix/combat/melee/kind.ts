import type { DiceSource } from '../../../../kernel/dice.js';
import { renderReport } from '../../reports/trace.js';
import type { PhoenixRules } from '../../rules.js';
import type { BattleKind } from '../battle-kind.js';
import { MeleeNumbers, resolveNumbers, type MeleeDice } from './losses.js';
import { meleeOdds, renderOdds } from './odds.js';
import { meleeResult } from './outcome.js';
import { prepareMelee, type PreparedMelee } from './prepare.js';
import { meleeProblems } from './problems.js';
import { meleeReport } from './report.js';
import { meleeFileSchema, type MeleeFile } from './schema.js';

/** Rolls through the battle's DiceSource, so every roll is recorded and `--dice` scripts work. */
class RecordedDice implements MeleeDice {
  constructor(
    private readonly dice: DiceSource,
    private readonly p: PreparedMelee,
  ) {}

  /** Names the party in the roll's label only when there are several. */
  private against(party: number): string {
    return this.p.battles.length > 1 ? ` vs ${this.p.file.defenders[party]?.realm ?? ''}` : '';
  }

  w20(attacker: boolean, party: number): number {
    const file = this.p.file;
    return this.dice.roll('W20', `melee W20 ${attacker ? 'attacker' : 'defender'}${this.against(party)}`, attacker ? file.attacker.realm : file.defenders[party]?.realm);
  }

  percent(party: number): number {
    return this.dice.roll('W%', `melee tie W% (1–50 attacker)${this.against(party)}`);
  }
}

/** Resolves a melee battle file: numbers first, then result data and report. */
export function resolveMelee(file: MeleeFile, dice: DiceSource, rules: PhoenixRules) {
  const prepared = prepareMelee(file, rules);
  const numbers = new MeleeNumbers(prepared);
  resolveNumbers(prepared, new RecordedDice(dice, prepared), numbers);
  return meleeResult(prepared, numbers, rules);
}

export const meleeKind: BattleKind<MeleeFile> = {
  kind: 'melee',
  schema: meleeFileSchema,
  problems: meleeProblems,
  resolve(file, dice, rules) {
    const data = resolveMelee(file, dice, rules);
    const rolls = [...dice.rolls];
    return { data, render: (lang) => renderReport(meleeReport(data, rolls, lang), lang) };
  },
  odds(file, rules) {
    const data = meleeOdds(prepareMelee(file, rules));
    return { data, render: (lang) => renderOdds(data, lang) };
  },
};
