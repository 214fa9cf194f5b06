import { api } from '../api/client';
import type { OrderReferenceEntry } from './answer-types';
import { useLang } from '../app/i18n';
import { usePhoenixT } from './texts';
import { useAsync } from '../ui/useAsync';

/** Every order with its syntax and an example, from the server's reference (the parser's own keywords). */
export function OrderReference({ onExample }: { readonly onExample?: (line: string) => void }) {
  const t = usePhoenixT();
  const lang = useLang();
  const [entries] = useAsync((signal) => api<OrderReferenceEntry[]>(`/api/phoenix/orders?lang=${lang}`, { signal }), [lang]);
  return (
    <details className="order-reference" data-testid="order-reference">
      <summary>{t('orderReference')}</summary>
      {entries.state === 'done' && (
        <dl>
          {entries.value.map((entry) => (
            <div key={entry.order} data-order={entry.order}>
              <dt>
                <code>{entry.syntax}</code> <small>R {entry.rule}</small>
              </dt>
              <dd>
                {entry.summary}{' '}
                {onExample === undefined ? (
                  <code>{entry.example}</code>
                ) : (
                  <button type="button" className="quiet example" title={t('insertExample')} onClick={() => onExample(entry.example)}>
                    <code>{entry.example}</code>
                  </button>
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </details>
  );
}
