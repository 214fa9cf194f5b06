import { problemText } from '../../../src/kernel/problems.js';
import { Refusal } from '../api/client';
import { useLang, useT } from '../app/i18n';
import { KNOWN } from './refusals';


/** A refusal as a person reads it: what went wrong, and each problem with where it is. */
export function ErrorNote({ error, onRetry }: { readonly error: unknown; readonly onRetry?: () => void }) {
  const t = useT();
  const lang = useLang();
  const refusal = error instanceof Refusal ? error : undefined;
  const known = refusal === undefined ? undefined : KNOWN[refusal.code];
  // The server's message joins its problems' English words: where each problem is worded in the page's language, the list alone says it (without the command's field names).
  const worded = refusal !== undefined && refusal.problems.length > 0 && refusal.problems.every((p) => p.texts?.[lang] !== undefined);
  const message = refusal?.code === 'offline' ? t('offline') : known !== undefined ? t(known) : worded ? '' : refusal !== undefined ? refusal.message : String((error as Error)?.message ?? error);
  return (
    <div className="error" role="alert">
      <strong>{t('refused')}:</strong> {message}
      {refusal !== undefined && refusal.problems.length > 0 && (
        <ul>
          {refusal.problems.map((p, i) => (
            <li key={i}>
              {p.where !== undefined && p.texts?.[lang] === undefined && <code>{p.where}</code>} {problemText(p, lang)}
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
