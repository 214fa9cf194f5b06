import { useState } from 'react';
import { accountSession, addPasskey, loginMethods, saveSeatToAccount, signInWithPasskey } from '../api/account';
import type { Session } from '../api/sessions';
import { useT } from '../app/i18n';
import { navigate } from '../app/route';
import { ErrorNote } from '../ui/Problem';
import { useAction, useAsync } from '../ui/useAsync';
import { LoginLinkForm } from './LoginLinkForm';
import { passkeyBlocker, PasskeyNote } from './PasskeyNote';

/**
 * "Save this seat to an account" on every seat's page (D-17): optional, the seat's link keeps
 * working. The seat's token proves the seat; the server keeps it under the account until the
 * seat's token is replaced.
 */
export function SaveSeat({ session }: { readonly session: Session }) {
  const t = useT();
  const [signedIn, setSignedIn] = useState(() => accountSession() !== undefined);
  const [methods] = useAsync(() => loginMethods(), []);
  const [blocker] = useState(passkeyBlocker);
  const save = useAction(async (how: 'account' | 'new-passkey' | 'passkey') => {
    if (how === 'account') await saveSeatToAccount(session.token);
    else if (how === 'new-passkey') await addPasskey(session.token);
    else await signInWithPasskey(session.token);
    setSignedIn(true);
    return true;
  });
  const mySeats = (
    <button type="button" className="link" onClick={() => navigate({ name: 'account' })}>
      {t('mySeats')}
    </button>
  );
  return (
    <details className="save-seat" data-testid="save-seat">
      <summary>{t('accountTitle')}</summary>
      <p>{t('accountExplain')}</p>
      {save.value === true ? (
        <p role="status">
          {t('seatSaved')} {mySeats}
        </p>
      ) : signedIn ? (
        <p>
          <button type="button" className="primary" disabled={save.running} onClick={() => void save.run('account')}>
            {t('saveSeat')}
          </button>{' '}
          {mySeats}
        </p>
      ) : (
        <>
          {blocker === null ? (
            <p>
              <button type="button" className="primary" disabled={save.running} onClick={() => void save.run('new-passkey')}>
                {t('createPasskey')}
              </button>{' '}
              <button type="button" disabled={save.running} onClick={() => void save.run('passkey')}>
                {t('signInPasskey')}
              </button>
            </p>
          ) : (
            <PasskeyNote blocker={blocker} />
          )}
          {methods.state === 'done' && <LoginLinkForm mail={methods.value.mail} seatToken={session.token} label="sendLink" />}
        </>
      )}
      {save.error !== undefined && <ErrorNote error={save.error} />}
    </details>
  );
}
