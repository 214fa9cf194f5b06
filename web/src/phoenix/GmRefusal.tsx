import { Refusal } from '../api/client';
import { useT } from '../app/i18n';
import { ErrorNote } from '../ui/Problem';
import { useRealmName } from './realmNames';
import { usePhoenixT } from './texts';

/**
 * A refusal on the game master's desk in the page's language: the evaluation refused for realms
 * the game master has not decided for (policy 'gm') names them by name, not by the server's ids
 * in English (issue 46); any other refusal as ErrorNote says it.
 */
export function GmRefusal({ error }: { readonly error: unknown }) {
  const t = usePhoenixT();
  const shared = useT();
  const realmName = useRealmName();
  const undecided = error instanceof Refusal && error.code === 'missed-turns' ? /hold for (.+)$/.exec(error.message)?.[1] : undefined;
  if (undecided === undefined) return <ErrorNote error={error} />;
  return (
    <div className="error" role="alert" data-testid="missed-turns-refusal">
      <strong>{shared('refused')}:</strong> {t('missedTurnsRefusal')} {undecided.split(', ').map(realmName).join(', ')}.
    </div>
  );
}
