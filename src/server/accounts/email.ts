import { z } from 'zod';
import type { ServerContext } from '../context.js';
import { refuseWhileLocked } from '../auth/caller.js';
import { ApiError } from '../http/errors.js';
import { route, type AnyRoute } from '../http/route.js';
import { checkSeatToken, optionalAccount, secretSchema, SESSION_MS, signedInSchema } from './common.js';

/** How long an e-mailed login link works. */
const LINK_MS = 15 * 60_000;

const MAIL = {
  de: {
    subject: 'Arbiter: dein Anmeldelink',
    body: (link: string) =>
      `Mit diesem Link meldest du dich bei Arbiter an und siehst alle deine Plätze. Er gilt einmal und 15 Minuten lang:\n\n${link}\n\nHast du ihn nicht angefordert, übergehe diese E-Mail.\n`,
  },
  en: {
    subject: 'Arbiter: your sign-in link',
    body: (link: string) => `This link signs you in to Arbiter, where you see all your seats. It works once, for 15 minutes:\n\n${link}\n\nIf you did not ask for it, ignore this e-mail.\n`,
  },
} as const;

/** POST /api/account/email: the same answer for every address. */
export const loginLinkSentSchema = z.object({ sent: z.literal(true), message: z.string() });

/** E-mailed login links (D-17): single-use, expiring, the same answer whether or not the address has an account. */
export function emailRoutes(context: ServerContext): AnyRoute[] {
  const { accounts } = context.store;
  return [
    route({
      method: 'POST',
      url: '/api/account/email',
      rateLimited: true,
      summary:
        'E-mails a login link (single use, 15 minutes); with a session token the address is added to that account, with `seatToken` the seat is saved when the link is used. The answer is the same for every address',
      tag: 'account',
      access: 'public',
      body: z.strictObject({ email: z.email().max(254), seatToken: secretSchema.optional(), lang: z.enum(['de', 'en']).optional() }),
      response: loginLinkSentSchema,
      handler: async ({ body, request }) => {
        if (!context.notifier.mail) {
          throw new ApiError(503, 'no-mail', 'this server sends no e-mail (ARBITER_SMTP_URL is not set), so it cannot send login links; add a passkey instead');
        }
        const accountId = await optionalAccount(context, request);
        await checkSeatToken(context, request, body.seatToken, accountId);
        const token = await accounts.createLoginLink({ email: body.email, accountId, seatToken: body.seatToken }, LINK_MS);
        // Too many links to one address lately: nothing is sent, and the answer does not say so.
        if (token !== undefined) {
          const text = MAIL[body.lang ?? 'de'];
          context.notifier.mailTo(body.email, text.subject, text.body(`${context.publicUrl()}/app/account#login=${token}`));
        }
        return { sent: true as const, message: 'if this address can receive e-mail, a login link is on its way; it works once, for 15 minutes' };
      },
    }),
    route({
      method: 'POST',
      url: '/api/account/email/login',
      rateLimited: true,
      summary: "Signs in with an e-mailed link's token (used up); makes the account on an address's first sign-in",
      tag: 'account',
      access: 'public',
      body: z.strictObject({ token: secretSchema }),
      response: signedInSchema,
      handler: async ({ body, request }) => {
        // Wrong links count like wrong tokens, and lock out like them (issue 47: counted, never locked).
        refuseWhileLocked(context.lockout, request, body.token);
        const used = await accounts.useLoginLink(body.token, SESSION_MS);
        if (used === undefined) {
          context.lockout.fail(request.ip, body.token);
          throw new ApiError(401, 'unknown-link', 'the login link is not valid: it was used already, is older than 15 minutes, or was never sent; ask for a new one');
        }
        return { session: used.session, seatSaved: used.seatSaved };
      },
    }),
  ];
}
