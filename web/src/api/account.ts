import { startAuthentication, startRegistration, type PublicKeyCredentialCreationOptionsJSON, type PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { api } from './client';
import { saveSession, type Session } from './sessions';
import type { Account, Ceremony, HeldSeat, LoginLinkSent, LoginMethods, SeatKey, SignedIn } from './types';

/** The server passes @simplewebauthn/server's options on as a record: read as @simplewebauthn/browser takes them. */
type CeremonyFor<Options> = Omit<Ceremony, 'options'> & { readonly options: Options };

const KEY = 'arbiter.account';

/** The account's session token in this browser (D-17), like seat tokens only ever sent in the Authorization header. */
export function accountSession(): string | undefined {
  return localStorage.getItem(KEY) ?? undefined;
}

function keep(signedIn: SignedIn): SignedIn {
  if (signedIn.session !== null) localStorage.setItem(KEY, signedIn.session);
  return signedIn;
}

export function forgetAccountSession(): void {
  localStorage.removeItem(KEY);
}

/** Makes a passkey: for the signed-in account, else for a new one; `seatToken` saves that seat too. */
export async function addPasskey(seatToken?: string): Promise<SignedIn> {
  const token = accountSession();
  const start = await api<CeremonyFor<PublicKeyCredentialCreationOptionsJSON>>('/api/account/passkeys/registration-options', { method: 'POST', token });
  const response = await startRegistration({ optionsJSON: start.options });
  return keep(await api<SignedIn>('/api/account/passkeys/registration', { token, body: { ceremony: start.ceremony, response, ...(seatToken === undefined ? {} : { seatToken }) } }));
}

export async function signInWithPasskey(seatToken?: string): Promise<SignedIn> {
  const start = await api<CeremonyFor<PublicKeyCredentialRequestOptionsJSON>>('/api/account/passkeys/authentication-options', { method: 'POST' });
  const response = await startAuthentication({ optionsJSON: start.options });
  return keep(await api<SignedIn>('/api/account/passkeys/authentication', { body: { ceremony: start.ceremony, response, ...(seatToken === undefined ? {} : { seatToken }) } }));
}

export function requestLoginLink(email: string, lang: 'de' | 'en', seatToken?: string): Promise<LoginLinkSent> {
  return api<LoginLinkSent>('/api/account/email', { token: accountSession(), body: { email, lang, ...(seatToken === undefined ? {} : { seatToken }) } });
}

export async function signInWithLink(token: string): Promise<SignedIn> {
  return keep(await api<SignedIn>('/api/account/email/login', { body: { token } }));
}

export function loginMethods(): Promise<LoginMethods> {
  return api<LoginMethods>('/api/account/methods');
}

export function loadAccount(signal?: AbortSignal): Promise<Account> {
  return api<Account>('/api/account', { token: accountSession(), ...(signal === undefined ? {} : { signal }) });
}

export function saveSeatToAccount(seatToken: string): Promise<Account> {
  return api<Account>('/api/account/seats', { token: accountSession(), body: { seatToken } });
}

export function removeSeat(held: HeldSeat): Promise<Account> {
  return api<Account>(`/api/account/seats/${encodeURIComponent(held.matchId)}/${encodeURIComponent(held.seat)}`, { method: 'DELETE', token: accountSession() });
}

/** Opens a held seat in this browser: a key of it is kept like a seat's token. */
export async function openHeldSeat(held: HeldSeat): Promise<Session> {
  const key = await api<SeatKey>(`/api/account/seats/${encodeURIComponent(held.matchId)}/${encodeURIComponent(held.seat)}/key`, { method: 'POST', token: accountSession() });
  const session = { matchId: held.matchId, token: key.token, seat: held.seat, gm: held.gm, title: held.title, game: held.game };
  saveSession(session);
  return session;
}

export async function signOut(): Promise<void> {
  const token = accountSession();
  forgetAccountSession();
  if (token !== undefined) await api('/api/account/sign-out', { method: 'POST', token });
}
