import { useState, type ReactNode } from 'react';
import { useT } from '../app/i18n';

/**
 * A button for something that cannot be undone: the first click says what will happen and asks;
 * only "yes" does it.
 */
export function ConfirmButton(props: { readonly label: string; readonly question: ReactNode; readonly confirm: string; readonly disabled?: boolean; readonly primary?: boolean; readonly onConfirm: () => void }) {
  const t = useT();
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <button type="button" className={props.primary === true ? 'primary' : undefined} disabled={props.disabled} onClick={() => setAsking(true)}>
        {props.label}
      </button>
    );
  }
  return (
    <div className="confirm" role="alertdialog" aria-label={props.label}>
      <p>{props.question}</p>
      <button
        type="button"
        className="primary"
        onClick={() => {
          setAsking(false);
          props.onConfirm();
        }}
      >
        {props.confirm}
      </button>{' '}
      <button type="button" onClick={() => setAsking(false)}>
        {t('cancel')}
      </button>
    </div>
  );
}
