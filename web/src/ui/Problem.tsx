import { Refusal } from '../api/client';
import { useT, type TextKey } from '../app/i18n';

/** Refusals of the month realm by realm, in the page's language rather than the server's English. */
const KNOWN: Readonly<Record<string, TextKey>> = { 'turn-evaluated': 'turnEvaluatedRefusal', 'evaluation-begun': 'evaluationBegunRefusal', 'flag-not-reached': 'flagNotReachedRefusal' };

/** A refusal as a person reads it: what went wrong, and each problem with where it is. */
export function ErrorNote({ error, onRetry }: { readonly error: unknown; readonly onRetry?: () => void }) {
  const t = useT();
  const refusal = error instanceof Refusal ? error : undefined;
  const known = refusal === undefined ? undefined : KNOWN[refusal.code];
  const message = refusal?.code === 'offline' ? t('offline') : known !== undefined ? t(known) : refusal !== undefined ? refusal.message : String((error as Error)?.message ?? error);
  return (
    <div className="error" role="alert">
      <strong>{t('refused')}:</strong> {message}
      {refusal !== undefined && refusal.problems.length > 0 && (
        <ul>
          {refusal.problems.map((p, i) => (
            <li key={i}>
              {p.where !== undefined && <code>{p.where}</code>} {p.message}
            </li>
          ))}
        </ul>
      )}
      {onRetry !== undefined && (
        <button type="button" onClick={onRetry}>
          {t('retry')}
        </button>
      )}
    </div>
  );
}
