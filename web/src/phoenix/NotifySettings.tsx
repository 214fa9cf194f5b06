import { useEffect, useState } from 'react';
import { api } from '../api/client';
import type { NotificationSettings } from '../api/types';
import { localized, useLang } from '../app/i18n';
import { usePhoenixT } from './texts';
import { ErrorNote } from '../ui/Problem';
import { useAction } from '../ui/useAsync';

/** The VAPID public key (base64url) as the browser's push manager takes it. */
function keyBytes(key: string): Uint8Array<ArrayBuffer> {
  const text = atob(key.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(key.length / 4) * 4, '='));
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

const PUSH_WORKS = typeof navigator !== 'undefined' && 'serviceWorker' in navigator && typeof window !== 'undefined' && 'PushManager' in window;

/** A seat's e-mail address and Web Push for notifications (issue 19); the address is the seat's alone. */
export function NotifySettings({ matchId, token }: { readonly matchId: string; readonly token: string }) {
  const t = usePhoenixT();
  const lang = useLang();
  const url = `/api/matches/${matchId}/notifications`;
  const [settings, setSettings] = useState<NotificationSettings>();
  const [email, setEmail] = useState('');
  useEffect(() => {
    void api<NotificationSettings>(url, { token }).then((answer) => {
      setSettings(answer);
      setEmail(answer.email ?? '');
    });
  }, [url, token]);
  const save = useAction(async (address: string | null) => {
    const answer = await api<NotificationSettings>(`${url}/email`, { method: 'PUT', token, body: { email: address } });
    setSettings(answer);
    setEmail(answer.email ?? '');
    return answer;
  });
  const push = useAction(async (on: boolean) => {
    let subscription: unknown = null;
    if (on && settings?.pushKey != null) {
      // Asked first, so that a refusal is said in the page rather than as the push manager's error.
      if ((await Notification.requestPermission()) !== 'granted') throw new Error(localized(lang, ['Der Browser darf keine Benachrichtigungen zeigen: erlaube sie in den Einstellungen der Seite.', 'The browser may not show notifications: allow them in the site settings.']));
      const registration = await navigator.serviceWorker.register('/app/push-sw.js', { scope: '/app/' });
      subscription = (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(settings.pushKey) })).toJSON();
    }
    setSettings(await api<NotificationSettings>(`${url}/push`, { method: 'PUT', token, body: { subscription } }));
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
      {/* Web Push only where the server has VAPID keys and the browser can (issue 19). */}
      {settings?.pushKey != null && PUSH_WORKS && (
        <p>
          {settings.push && <span className="ok">{t('pushActive')} </span>}
          <button type="button" disabled={push.running} onClick={() => void push.run(!settings.push)}>
            {settings.push ? t('pushOff') : t('pushOn')}
          </button>
        </p>
      )}
      {push.error !== undefined && <ErrorNote error={push.error} />}
    </fieldset>
  );
}
