import { useState } from 'react';
import { requestLoginLink } from '../api/account';
import { useLang, useT, type TextKey } from '../app/i18n';
import { ErrorNote } from '../ui/Problem';
import { useAction } from '../ui/useAsync';

/** Asks for an e-mailed login link; says so plainly when the server sends no e-mail. */
export function LoginLinkForm({ mail, seatToken, label, noMail = 'noMailLogin' }: { readonly mail: boolean; readonly seatToken?: string | undefined; readonly label: TextKey; readonly noMail?: TextKey }) {
  const t = useT();
  const lang = useLang();
  const [email, setEmail] = useState('');
  // The server words its login e-mail in German or English only (src/server/accounts/email.ts): Dutch and French pages get the English one.
  const send = useAction(() => requestLoginLink(email.trim(), lang === 'de' ? 'de' : 'en', seatToken));
  if (!mail) return <p className="note">{t(noMail)}</p>;
  return (
    <form
      className="login-link"
      onSubmit={(event) => {
        event.preventDefault();
        void send.run();
      }}
    >
      <label>
        {t('emailAddress')} <input type="email" name="email" required autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} />
      </label>{' '}
      <button type="submit" disabled={send.running}>
        {t(label)}
      </button>
      {send.value !== undefined && <p role="status">{t('linkSent')}</p>}
      {send.error !== undefined && <ErrorNote error={send.error} />}
    </form>
  );
}
