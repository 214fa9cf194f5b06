import { useT } from '../app/i18n';

/** A replay's step-through control: first, back, a slider, forward, last (issue 19). */
export function Stepper(props: { readonly label: string; readonly at: number; readonly first: number; readonly last: number; readonly describe?: string; readonly onStep: (at: number) => void }) {
  const t = useT();
  const { at, first, last } = props;
  const go = (to: number) => props.onStep(Math.max(first, Math.min(last, to)));
  return (
    <div className="stepper" role="group" aria-label={props.label} data-testid="stepper">
      <button type="button" aria-label={t('stepFirst')} disabled={at <= first} onClick={() => go(first)}>
        «
      </button>
      <button type="button" aria-label={t('stepBack')} disabled={at <= first} onClick={() => go(at - 1)}>
        ◀
      </button>
      <input type="range" aria-label={props.label} min={first} max={last} value={at} onChange={(e) => go(Number(e.target.value))} />
      <button type="button" aria-label={t('stepForward')} disabled={at >= last} onClick={() => go(at + 1)}>
        ▶
      </button>
      <button type="button" aria-label={t('stepLast')} disabled={at >= last} onClick={() => go(last)}>
        »
      </button>{' '}
      <span data-testid="stepper-at">{props.describe ?? `${at} / ${last}`}</span>
    </div>
  );
}
