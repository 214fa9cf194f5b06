import { useState } from 'react';
import { accountSession, addPasskey, forgetAccountSession, loadAccount, loginMethods, openHeldSeat, removeSeat, signInWithLink, signInWithPasskey, signOut } from '../api/account';
import type { Account } from '../api/types';
import { Refusal } from '../api/client';
import { useLang, useT } from '../app/i18n';
import { sessionFor } from '../api/sessions';
import { seatLabel } from '../seatLabels';
import { navigate } from '../app/route';
import { Busy } from '../ui/Busy';
import { ConfirmButton } from '../ui/Confirm';
import { ErrorNote } from '../ui/Problem';
import { useAction, useAsync } from '../ui/useAsync';
import { LoginLinkForm } from './LoginLinkForm';
import { passkeyBlocker, PasskeyNote } from './PasskeyNote';

/** The token of an e-mailed login link (/app/account#login=…), taken off the address at once. */
function linkFromFragment(): string | undefined {
  const token = new URLSearchParams(location.hash.slice(1)).get('login');
  if (token === null) return undefined;
  history.replaceState(null, '', location.pathname);
  return token;
}

/** Signs in with the link if there is one, then reads the account; undefined when not signed in. */
async function enter(link: { token: string | undefined; signingIn?: Promise<unknown> }, signal: AbortSignal): Promise<Account | undefined> {
  // A link works once: a reload must not try it again, and a second run of the effect (React's
  // strict mode) waits for the same sign-in instead of finding no session yet.
  const pending = link.signingIn ?? (link.token === undefined ? undefined : signInWithLink(link.token));
  link.token = undefined;
  if (pending !== undefined) {
    link.signingIn = pending;
    try {
      await pending;
    } finally {
      if (link.signingIn === pending) link.signingIn = undefined;
    }
  }
  if (accountSession() === undefined) return undefined;
  try {
    return await loadAccount(signal);
  } catch (error) {
    // An ended session (signed out elsewhere, expired): sign in again.
    if (error instanceof Refusal && error.status === 401) {
      forgetAccountSession();
      return undefined;
    }
    throw error;
  }
}

/** "My seats" (D-17): every seat the account holds, on any device, or the ways to sign in. */
export function MySeats() {
  const t = useT();
  const lang = useLang();
  const [link] = useState<{ token: string | undefined; signingIn?: Promise<unknown> }>(() => ({ token: linkFromFragment() }));
  const [shown, setShown] = useState<Account | undefined>();
  const [loaded, reload] = useAsync((signal) => enter(link, signal), [link]);
  const [methods] = useAsync(() => loginMethods(), []);
  const [blocker] = useState(passkeyBlocker);
  const act = useAction(async (work: () => Promise<Account | undefined | void>) => {
    const next = await work();
    setShown(next ?? undefined);
    if (next === undefined) reload();
  });
  if (loaded.state === 'loading') return <Busy />;
  if (loaded.state === 'failed') return <ErrorNote error={loaded.error} onRetry={reload} />;
  const account = shown ?? loaded.value;
  const mail = methods.state === 'done' && methods.value.mail;
  if (account === undefined || accountSession() === undefined) {
    return (
      <section className="my-seats">
        <h1>{t('signInTitle')}</h1>
        <p>{t('signInExplain')}</p>
        {blocker === null ? (
          <p>
            <button type="button" className="primary" disabled={act.running} onClick={() => void act.run(async () => void (await signInWithPasskey()))}>
              {t('signInPasskey')}
            </button>
          </p>
        ) : (
          <PasskeyNote blocker={blocker} />
        )}
        {methods.state === 'done' && <LoginLinkForm mail={mail} label="sendLink" />}
        {act.error !== undefined && <ErrorNote error={act.error} />}
      </section>
    );
  }
  return (
    <section className="my-seats">
      <h1>{t('mySeats')}</h1>
      {account.seats.length === 0 ? (
        <p>{t('noHeldSeats')}</p>
      ) : (
        <table className="list held-seats">
          <thead>
            <tr>
              <th scope="col">{t('match')}</th>
              <th scope="col">{t('game')}</th>
              <th scope="col">{t('seat')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('open')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {account.seats.map((held) => (
              <tr key={`${held.matchId}/${held.seat}`} data-testid="held-seat">
                <td>{held.title}</td>
                <td>{held.gameTitle}</td>
                <td>{held.gm ? t('gameMaster') : seatLabel(held.game, held.seat, lang, held.seatName ?? sessionFor(held.matchId, held.seat)?.seatLabel)}</td>
                <td>
                  <button
                    type="button"
                    disabled={act.running}
                    onClick={() =>
                      void act.run(async () => {
                        await openHeldSeat(held);
                        navigate({ name: 'match', matchId: held.matchId, as: held.seat });
                        return account;
                      })
                    }
                  >
                    {t('open')}
                  </button>{' '}
                  <ConfirmButton label={t('remove')} question={t('removeQuestion')} confirm={t('remove')} onConfirm={() => void act.run(() => removeSeat(held))} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h2>{t('signedInAs')}</h2>
      <p>
        {t('passkeyCount')}: {account.passkeys} · {t('emails')}: {account.emails.length === 0 ? t('noEmails') : account.emails.join(', ')}
      </p>
      <p>
        {blocker === null && (
          <>
            <button type="button" disabled={act.running} onClick={() => void act.run(async () => void (await addPasskey()))}>
              {t('addPasskey')}
            </button>{' '}
          </>
        )}
        <button type="button" disabled={act.running} onClick={() => void act.run(async () => void (await signOut()))}>
          {t('signOut')}
        </button>
      </p>
      {methods.state === 'done' && <LoginLinkForm mail={mail} label="addEmail" noMail="noMailAdd" />}
      {act.running && <Busy />}
      {act.error !== undefined && <ErrorNote error={act.error} />}
    </section>
  );
}
