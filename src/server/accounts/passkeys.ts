import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { z } from 'zod';
import type { ServerContext } from '../context.js';
import { ApiError } from '../http/errors.js';
import { route, type AnyRoute } from '../http/route.js';
import { checkSeatToken, holdSeat, optionalAccount, relyingParty, secretSchema, SESSION_MS, signedInSchema } from './common.js';

/** How long a passkey ceremony may take between its options and its answer. */
const CEREMONY_MS = 5 * 60_000;

/** A passkey ceremony begun: its id and the options for the browser. */
export const ceremonySchema = z.object({ ceremony: z.string(), options: z.record(z.string(), z.unknown()) });

/** A browser's answer as @simplewebauthn/browser gives it; the library checks the inside. */
const credentialSchema = z.looseObject({
  id: z.string().min(1).max(1_400),
  rawId: z.string().min(1).max(1_400),
  type: z.literal('public-key'),
  response: z.looseObject({ clientDataJSON: z.string().max(20_000) }),
  clientExtensionResults: z.looseObject({}),
});

const answerBody = z.strictObject({ ceremony: secretSchema, response: credentialSchema, seatToken: secretSchema.optional() });

function refused(what: string, error: unknown): ApiError {
  return new ApiError(400, 'passkey-refused', `the passkey's answer was refused: ${error instanceof Error ? error.message : what}`);
}

/** Passkeys (WebAuthn through @simplewebauthn/server): make an account or add a key to one, and sign in (D-17). */
export function passkeyRoutes(context: ServerContext): AnyRoute[] {
  const { accounts } = context.store;
  const takeCeremony = async (id: string, purpose: 'register' | 'login') => {
    const ceremony = await accounts.takeChallenge(id, purpose);
    if (ceremony === undefined) throw new ApiError(400, 'unknown-ceremony', 'this passkey request is unknown, used or older than 5 minutes; start again');
    return ceremony;
  };
  return [
    route({
      method: 'POST',
      url: '/api/account/passkeys/registration-options',
      rateLimited: true,
      summary: 'Starts adding a passkey: to the signed-in account (session token), or to a new account (no token)',
      tag: 'account',
      access: 'public',
      response: ceremonySchema,
      handler: async ({ request }) => {
        const accountId = await optionalAccount(context, request);
        const rp = relyingParty(context.publicUrl());
        const existing = accountId === undefined ? [] : await accounts.passkeys(accountId);
        const options = await generateRegistrationOptions({
          rpName: rp.name,
          rpID: rp.id,
          userName: 'Arbiter',
          ...(accountId === undefined ? {} : { userID: isoBase64URL.toBuffer(isoBase64URL.fromUTF8String(accountId)) }),
          attestationType: 'none',
          excludeCredentials: existing.map((key) => ({ id: key.id, transports: [...key.transports] })),
          authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
        });
        const ceremony = await accounts.saveChallenge('register', options.challenge, accountId ?? null, CEREMONY_MS);
        return { ceremony, options: options as unknown as Record<string, unknown> };
      },
    }),
    route({
      method: 'POST',
      url: '/api/account/passkeys/registration',
      rateLimited: true,
      summary: "Keeps the new passkey; without a session it makes an account and signs in; `seatToken` saves that seat too",
      tag: 'account',
      access: 'public',
      body: answerBody,
      response: signedInSchema,
      handler: async ({ body, request }) => {
        const accountId = await optionalAccount(context, request);
        const ceremony = await takeCeremony(body.ceremony, 'register');
        if (ceremony.accountId !== (accountId ?? null)) throw new ApiError(403, 'other-account', 'this passkey request was started by another sign-in; start again');
        await checkSeatToken(context, request, body.seatToken, accountId);
        const rp = relyingParty(context.publicUrl());
        let verified;
        try {
          verified = await verifyRegistrationResponse({
            response: body.response as unknown as RegistrationResponseJSON,
            expectedChallenge: ceremony.challenge,
            expectedOrigin: rp.origin,
            expectedRPID: rp.id,
            requireUserVerification: false,
          });
        } catch (error) {
          throw refused('it does not fit the request', error);
        }
        if (!verified.verified) throw refused('it could not be verified', undefined);
        const { credential } = verified.registrationInfo;
        if ((await accounts.passkey(credential.id)) !== undefined) throw new ApiError(409, 'passkey-known', 'this passkey is already kept for an account');
        const owner = await accounts.addPasskey(accountId ?? null, {
          id: credential.id,
          publicKey: isoBase64URL.fromBuffer(credential.publicKey),
          counter: credential.counter,
          transports: credential.transports ?? [],
        });
        if (body.seatToken !== undefined) await holdSeat(context, request, owner, body.seatToken);
        return { session: accountId === undefined ? await accounts.openSession(owner, SESSION_MS) : null, seatSaved: body.seatToken !== undefined };
      },
    }),
    route({
      method: 'POST',
      url: '/api/account/passkeys/authentication-options',
      rateLimited: true,
      summary: 'Starts signing in with a passkey (any passkey kept for an account on this server)',
      tag: 'account',
      access: 'public',
      response: ceremonySchema,
      handler: async () => {
        const options = await generateAuthenticationOptions({ rpID: relyingParty(context.publicUrl()).id, userVerification: 'preferred' });
        const ceremony = await accounts.saveChallenge('login', options.challenge, null, CEREMONY_MS);
        return { ceremony, options: options as unknown as Record<string, unknown> };
      },
    }),
    route({
      method: 'POST',
      url: '/api/account/passkeys/authentication',
      rateLimited: true,
      summary: "Signs in with a passkey's answer; answers a session token (shown once); `seatToken` saves that seat too",
      tag: 'account',
      access: 'public',
      body: answerBody,
      response: signedInSchema,
      handler: async ({ body, request }) => {
        const ceremony = await takeCeremony(body.ceremony, 'login');
        const key = await accounts.passkey(body.response.id);
        if (key === undefined) throw new ApiError(401, 'unknown-passkey', 'this passkey belongs to no account on this server');
        await checkSeatToken(context, request, body.seatToken, key.accountId);
        const rp = relyingParty(context.publicUrl());
        let verified;
        try {
          verified = await verifyAuthenticationResponse({
            response: body.response as unknown as AuthenticationResponseJSON,
            expectedChallenge: ceremony.challenge,
            expectedOrigin: rp.origin,
            expectedRPID: rp.id,
            credential: { id: key.id, publicKey: isoBase64URL.toBuffer(key.publicKey), counter: key.counter, transports: [...key.transports] as never },
            requireUserVerification: false,
          });
        } catch (error) {
          throw refused('it does not fit the request', error);
        }
        if (!verified.verified) throw refused('it could not be verified', undefined);
        await accounts.setPasskeyCounter(key.id, verified.authenticationInfo.newCounter);
        if (body.seatToken !== undefined) await holdSeat(context, request, key.accountId, body.seatToken);
        return { session: await accounts.openSession(key.accountId, SESSION_MS), seatSaved: body.seatToken !== undefined };
      },
    }),
  ];
}
