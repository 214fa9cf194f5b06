import { useEffect, useState } from 'react';
import { api } from '../api/client';
import { useT } from '../app/i18n';
import { ErrorNote } from '../ui/Problem';
import { useAction } from '../ui/useAsync';

interface Settings {
  readonly email: string | null;
  readonly push: boolean;
  readonly mail: boolean;
  readonly pushKey: string | null;
}

/** A seat's e-mail address for notifications (issue 19); the address is the seat's alone. */
export function NotifySettings({ matchId, token }: { readonly matchId: string; readonly token: string }) {
  const t = useT();
  const url = `/api/matches/${matchId}/notifications`;
  const [settings, setSettings] = useState<Settings>();
  const [email, setEmail] = useState('');
  useEffect(() => {
    void api<Settings>(url, { token }).then((answer) => {
      setSettings(answer);
      setEmail(answer.email ?? '');
    });
  }, [url, token]);
  const save = useAction(async (address: string | null) => {
    const answer = await api<Settings>(`${url}/email`, { method: 'PUT', token, body: { email: address } });
    setSettings(answer);
    setEmail(answer.email ?? '');
    return answer;
  });
  return (
    <fieldset className="notify-settings">
      <legend>{t('notifications')}</legend>
      <p className="hint">{settings?.mail === false ? t('mailOff') : t('emailExplain')}</p>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void save.run(email.trim() === '' ? null : email.trim());
        }}
      >
        <label>
          {t('emailForNotices')} <input type="email" name="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} />
        </label>{' '}
        <button type="submit" disabled={save.running || settings === undefined}>
          {t('saveEmail')}
        </button>{' '}
        {settings?.email != null && (
          <button type="button" disabled={save.running} onClick={() => void save.run(null)}>
            {t('removeEmail')}
          </button>
        )}
        {save.value !== undefined && !save.running && <span className="ok" data-testid="email-saved"> {t('emailSaved')}</span>}
      </form>
      {save.error !== undefined && <ErrorNote error={save.error} />}
    </fieldset>
  );
}
