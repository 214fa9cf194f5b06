import { useState } from 'react';
import { BATTLE_KINDS } from '../../../src/games/phoenix/combat/kinds.js';
import { DEFAULT_RULES } from '../../../src/games/phoenix/rules.js';
import { SeededDice } from '../../../src/kernel/dice.js';
import { InputError } from '../../../src/kernel/problems.js';
import { parseWith } from '../../../src/kernel/validation.js';
import { useLang, useT } from '../app/i18n';
import duel from '../../../examples/phoenix/duel-5.3-example-2.json?raw';
import melee from '../../../examples/phoenix/melee-rulebook-5.5.json?raw';
import ranged from '../../../examples/phoenix/ranged-stronghold.json?raw';

const EXAMPLES: Readonly<Record<string, string>> = { melee, ranged, duel };

/** The battle kind a file names, checked as `arbiter phoenix battle` checks it. */
function readBattle(text: string) {
  const input = JSON.parse(text) as { kind?: unknown };
  const kind = BATTLE_KINDS.find((k) => k.kind === input.kind);
  if (kind === undefined) throw new Error(`"kind" must be one of ${BATTLE_KINDS.map((k) => k.kind).join(', ')}`);
  const file = parseWith(kind.schema, input, 'battle');
  const problems = kind.problems(file, DEFAULT_RULES);
  if (problems.length > 0) throw new InputError(problems, 'battle');
  return { kind, file };
}

function describe(error: unknown): string {
  if (error instanceof InputError) return error.problems.map((p) => `${p.where ?? ''} ${p.message}`.trim()).join('\n');
  return (error as Error).message;
}

/**
 * The combat adjudicator in the browser: the same code the CLI and the month run, on a battle
 * file the player edits; odds where the kind has them, a resolution with fresh dice.
 */
export function BattleCalculator() {
  const t = useT();
  const lang = useLang();
  const [text, setText] = useState(melee);
  const [out, setOut] = useState<{ ok: boolean; text: string }>();
  const run = (what: 'odds' | 'resolve') => {
    try {
      const { kind, file } = readBattle(text);
      if (what === 'odds') {
        setOut({ ok: true, text: kind.odds === undefined ? '—' : kind.odds(file, DEFAULT_RULES).render(lang) });
      } else {
        const dice = new SeededDice(Math.floor(Math.random() * 2 ** 31));
        setOut({ ok: true, text: kind.resolve(file, dice, DEFAULT_RULES).render(lang) });
      }
    } catch (error) {
      setOut({ ok: false, text: describe(error) });
    }
  };
  return (
    <div className="battle">
      <p>
        {t('example')}:{' '}
        {Object.keys(EXAMPLES).map((name) => (
          <button key={name} type="button" onClick={() => setText(EXAMPLES[name] as string)}>
            {name}
          </button>
        ))}
      </p>
      <label className="block">
        {t('battleFile')}
        <textarea name="battle" spellCheck={false} rows={18} value={text} onChange={(event) => setText(event.target.value)} />
      </label>
      <button type="button" onClick={() => run('odds')}>
        {t('odds')}
      </button>{' '}
      <button type="button" className="primary" onClick={() => run('resolve')}>
        {t('resolve')}
      </button>
      {out !== undefined && <pre className={out.ok ? 'battle-out' : 'battle-out error'}>{out.text}</pre>}
    </div>
  );
}
