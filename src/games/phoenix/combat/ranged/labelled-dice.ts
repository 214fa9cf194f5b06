import type { DiceSource, DieKind, Roll } from '../../../../kernel/dice.js';
import type { Lang, Text } from '../../reports/text.js';

/** Rolls through a DiceSource and keeps what each roll was for in both languages, for the report. */
export class LabelledDice {
  private readonly labels: Text[] = [];
  private readonly first: number;

  constructor(private readonly dice: DiceSource) {
    this.first = dice.rolls.length;
  }

  roll(die: DieKind, label: Text, by?: string): number {
    const value = this.dice.roll(die, label.en, by);
    this.labels.push(label);
    return value;
  }

  /** The rolls of this resolution, their purpose in `lang`. */
  rolls(lang: Lang): Roll[] {
    return this.dice.rolls.slice(this.first).map((roll, index) => ({ ...roll, purpose: this.labels[index]?.[lang] ?? roll.purpose }));
  }
}
