import { useState } from 'react';
import {
  BATTLE_KINDS,
  type CharacterCombatFile,
  DEFAULT_RULES,
  type DuelFile,
  type MeleeFile,
  type RangedFile,
} from '../../../src/games/phoenix/client.js';
import { SeededDice } from '../../../src/kernel/dice.js';
import { InputError } from '../../../src/kernel/problems.js';
import { parseWith } from '../../../src/kernel/validation.js';
import { useLang } from '../app/i18n';
import { phoenixLang } from '../app/lang';
import { usePhoenixT } from './texts';
import { exampleName } from './battleWords';
import { BattleForm } from './BattleForm';
import { CharacterCombatForm, DuelForm, RangedForm } from './OtherBattleForms';
import duel from '../../../examples/phoenix/duel-5.3-example-2.json?raw';
import melee from '../../../examples/phoenix/melee-rulebook-5.5.json?raw';
import ranged from '../../../examples/phoenix/ranged-stronghold.json?raw';

const EXAMPLES: Readonly<Record<string, string>> = { melee, ranged, duel };

/** The kinds entered in a form; others (rearguard) in the JSON view only. */
type FormFile = MeleeFile | RangedFile | CharacterCombatFile | DuelFile;
const FORM_KINDS = ['melee', 'ranged', 'character-combat', 'duel'] as const;
type FormKind = (typeof FORM_KINDS)[number];

const CHARACTER_COMBAT: CharacterCombatFile = {
  kind: 'character-combat',
  hex: '0412',
  attacker: { realm: 'ReichA', characters: [{ name: 'Ritter Arn', rank: 'castleLord', gp: 12, knight: true }] },
  defender: { realm: 'ReichB', characters: [{ name: 'Graf Bero', rank: 'castleLord', gp: 10 }] },
};

/** A starting file of each kind: the examples, and a small character combat. */
function starter(kind: FormKind): FormFile {
  if (kind === 'character-combat') return CHARACTER_COMBAT;
  return JSON.parse(EXAMPLES[kind] as string) as FormFile;
}

/** The battle kind a file names, checked as `arbiter phoenix battle` checks it. */
function readBattle(input: unknown) {
  const kind = BATTLE_KINDS.find((k) => k.kind === (input as { kind?: unknown }).kind);
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

/** A melee file without what the form does not show (the example's description stays in the JSON view). */
function meleeOf(text: string): MeleeFile {
  return JSON.parse(text) as MeleeFile;
}

const KIND_NAMES = { melee: 'kindMelee', ranged: 'kindRanged', 'character-combat': 'kindCharacterCombat', duel: 'kindDuel' } as const;

type Out = { readonly ok: boolean; readonly text: string };

/**
 * The combat adjudicator in the browser: the same code the CLI and the month run. A melee is
 * entered in a form (the hex, the attacker, each defending realm with its armies, characters and
 * wizards); the battle file's JSON is the advanced view, also for ranged fire and duels. Odds
 * where the kind has them, and a resolution with fresh dice.
 */
export function BattleCalculator() {
  const t = usePhoenixT();
  const lang = phoenixLang(useLang());
  const [file, setFile] = useState<FormFile>(() => meleeOf(melee));
  // The JSON view: undefined while it shows the form's file; the text once edited by hand.
  const [text, setText] = useState<string>();
  const [odds, setOdds] = useState<Out>();
  const [resolution, setResolution] = useState<Out>();
  const input = (): unknown => (text === undefined ? file : JSON.parse(text));
  const change = (next: FormFile) => {
    setFile(next);
    setText(undefined);
    setOdds(undefined);
    setResolution(undefined);
  };
  const run = (what: 'odds' | 'resolve') => {
    const set = what === 'odds' ? setOdds : setResolution;
    try {
      const { kind, file: checked } = readBattle(input());
      if (what === 'odds') set({ ok: true, text: kind.odds === undefined ? t('noOdds') : kind.odds(checked, DEFAULT_RULES).render(lang) });
      else set({ ok: true, text: kind.resolve(checked, new SeededDice(Math.floor(Math.random() * 2 ** 31)), DEFAULT_RULES).render(lang) });
    } catch (error) {
      set({ ok: false, text: describe(error) });
    }
  };
  const load = (example: string) => {
    const parsed = JSON.parse(example) as { kind: string };
    if ((FORM_KINDS as readonly string[]).includes(parsed.kind)) change(parsed as FormFile);
    else {
      setText(example);
      setOdds(undefined);
      setResolution(undefined);
    }
  };
  const formShown = text === undefined || (() => {
    try {
      return (FORM_KINDS as readonly unknown[]).includes((JSON.parse(text) as { kind?: unknown }).kind);
    } catch {
      return false;
    }
  })();
  return (
    <div className="battle">
      <p role="group" aria-label={t('battleKind')}>
        {t('battleKind')}:{' '}
        {FORM_KINDS.map((kind) => (
          <button key={kind} type="button" aria-pressed={text === undefined && file.kind === kind} onClick={() => change(starter(kind))}>
            {t(KIND_NAMES[kind])}
          </button>
        ))}
      </p>
      <p>
        {t('example')}:{' '}
        {Object.keys(EXAMPLES).map((name) => (
          <button key={name} type="button" onClick={() => load(EXAMPLES[name] as string)}>
            {exampleName(lang, name)}
          </button>
        ))}
      </p>
      {formShown ? (
        text !== undefined ? (
          <p className="hint">{t('jsonEdited')}</p>
        ) : file.kind === 'melee' ? (
          <BattleForm file={file} onChange={change} />
        ) : file.kind === 'ranged' ? (
          <RangedForm file={file} onChange={change} />
        ) : file.kind === 'duel' ? (
          <DuelForm file={file} onChange={change} />
        ) : (
          <CharacterCombatForm file={file} onChange={change} />
        )
      ) : (
        <p className="hint">{t('jsonOnly')}</p>
      )}
      <details className="battle-json" open={!formShown}>
        <summary>{t('battleFile')}</summary>
        <textarea name="battle" aria-label={t('battleFile')} spellCheck={false} rows={16} value={text ?? JSON.stringify(file, null, 2)} onChange={(event) => setText(event.target.value)} />
        {text !== undefined && formShown && (
          <button
            type="button"
            onClick={() => {
              try {
                const { file: checked } = readBattle(JSON.parse(text));
                change(checked as FormFile);
              } catch (error) {
                setOdds({ ok: false, text: describe(error) });
              }
            }}
          >
            {t('jsonToForm')}
          </button>
        )}
      </details>
      <p>
        <button type="button" disabled={text === undefined && file.kind === 'ranged'} title={text === undefined && file.kind === 'ranged' ? t('noOdds') : undefined} onClick={() => run('odds')}>
          {t('odds')}
        </button>{' '}
        {text === undefined && file.kind === 'ranged' && <span className="hint">{t('rangedNoOdds')} </span>}
        <button type="button" className="primary" onClick={() => run('resolve')}>
          {t('resolve')}
        </button>
      </p>
      <div className="battle-results">
        {odds !== undefined && (
          <section>
            <h4>{t('odds')}</h4>
            <pre className={odds.ok ? 'battle-out' : 'battle-out error'} data-testid="battle-odds">
              {odds.text}
            </pre>
          </section>
        )}
        {resolution !== undefined && (
          <section>
            <h4>{t('resolution')}</h4>
            <pre className={resolution.ok ? 'battle-out' : 'battle-out error'} data-testid="battle-resolution">
              {resolution.text}
            </pre>
          </section>
        )}
      </div>
    </div>
  );
}
