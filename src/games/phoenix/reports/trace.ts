import type { Roll } from '../../../kernel/dice.js';
import { num, type Lang, type Text } from './text.js';

/** One intermediate figure of a computation, with the rule section it comes from. */
export interface TraceStep {
  /** Rule section, e.g. "§5.5" or "P-1". */
  readonly rule: string;
  readonly what: Text;
  readonly value: number | string;
  /** How the value was computed, where that helps a game master check it by hand. */
  readonly how?: string;
}

/** Collects the steps of a computation in order. */
export class Trace {
  readonly steps: TraceStep[] = [];

  add(rule: string, what: Text, value: number | string, how?: string): number | string {
    this.steps.push(how === undefined ? { rule, what, value } : { rule, what, value, how });
    return value;
  }
}

/** A printable report: title, inputs, every roll, every step and the result. */
export interface ReportData {
  readonly title: Text;
  readonly inputs: readonly Text[];
  readonly rolls: readonly Roll[];
  readonly steps: readonly TraceStep[];
  readonly result: readonly Text[];
  readonly notes?: readonly Text[];
}

const HEAD = {
  inputs: { de: 'Eingaben', en: 'Inputs' },
  rolls: { de: 'Würfe', en: 'Rolls' },
  steps: { de: 'Rechnung', en: 'Computation' },
  result: { de: 'Ergebnis', en: 'Result' },
  notes: { de: 'Hinweise', en: 'Notes' },
  noRolls: { de: '(keine)', en: '(none)' },
} as const;

/** Renders a report as plain text in one language. */
export function renderReport(report: ReportData, lang: Lang): string {
  const lines: string[] = [];
  const title = report.title[lang];
  lines.push(title, '='.repeat(title.length), '');
  lines.push(`${HEAD.inputs[lang]}:`);
  for (const input of report.inputs) lines.push(`  ${input[lang]}`);
  lines.push('', `${HEAD.rolls[lang]}:`);
  if (report.rolls.length === 0) lines.push(`  ${HEAD.noRolls[lang]}`);
  for (const roll of report.rolls) lines.push(`  ${roll.die} = ${roll.value}  (${roll.purpose}${roll.by ? `, ${roll.by}` : ''})`);
  lines.push('', `${HEAD.steps[lang]}:`);
  const width = Math.max(0, ...report.steps.map((s) => s.rule.length));
  for (const step of report.steps) {
    const value = typeof step.value === 'number' ? num(step.value, lang) : step.value;
    const how = step.how === undefined ? '' : `   [${step.how}]`;
    lines.push(`  ${step.rule.padEnd(width)}  ${step.what[lang]}: ${value}${how}`);
  }
  lines.push('', `${HEAD.result[lang]}:`);
  for (const line of report.result) lines.push(`  ${line[lang]}`);
  if (report.notes !== undefined && report.notes.length > 0) {
    lines.push('', `${HEAD.notes[lang]}:`);
    for (const note of report.notes) lines.push(`  ${note[lang]}`);
  }
  return `${lines.join('\n')}\n`;
}
