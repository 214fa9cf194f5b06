import { z } from 'zod';
import type { ServerContext } from '../context.js';
import { ApiError } from '../http/errors.js';
import { route, type AnyRoute } from '../http/route.js';
import { seatName } from '../http/schemas.js';
import { accountAnswer, accountSchema, holdSeat, secretSchema } from './common.js';
import { emailRoutes } from './email.js';
import { passkeyRoutes } from './passkeys.js';

// Not :matchId: the generic match lookup would tell a stranger which match ids exist.
const heldParams = z.strictObject({ match: z.string().min(1).max(100), seat: seatName });

/** GET /api/account/methods: how one may sign in here. */
export const loginMethodsSchema = z.object({ passkey: z.literal(true), mail: z.boolean() });

/** POST …/seats/:match/:seat/key: a key of a held seat, kept like a seat's token. */
export const seatKeySchema = z.object({ matchId: z.string(), seat: z.string(), token: z.string() });

const notHeld = () => new ApiError(404, 'not-held', 'your account holds no such seat (it may have been given to another player since)');

/** Optional accounts (issue 19, D-17): the seats an account holds, and signing out. */
export function accountRoutes(context: ServerContext): AnyRoute[] {
  const { accounts } = context.store;
  return [
    route({
      method: 'GET',
      url: '/api/account/methods',
      summary: 'How one may sign in here: passkeys always, e-mailed links when the server sends e-mail',
      tag: 'account',
      access: 'public',
      response: loginMethodsSchema,
      handler: async () => ({ passkey: true as const, mail: context.notifier.mail }),
    }),
    route({
      method: 'GET',
      url: '/api/account',
      summary: 'The signed-in account: the seats it holds (match, game, seat), its number of passkeys and its addresses',
      tag: 'account',
      access: 'account',
      response: accountSchema,
      handler: ({ account }) => accountAnswer(context, account!.id),
    }),
    route({
      method: 'POST',
      url: '/api/account/seats',
      rateLimited: true,
      summary: "Saves a seat to the account by the seat's token (from its link)",
      tag: 'account',
      access: 'account',
      body: z.strictObject({ seatToken: secretSchema }),
      response: accountSchema,
      handler: async ({ account, body, request }) => {
        await holdSeat(context, request, account!.id, body.seatToken);
        return accountAnswer(context, account!.id);
      },
    }),
    route({
      method: 'DELETE',
      url: '/api/account/seats/:match/:seat',
      summary: 'Removes a seat from the account (its link keeps working)',
      tag: 'account',
      access: 'account',
      params: heldParams,
      response: accountSchema,
      handler: async ({ account, params }) => {
        if (!(await accounts.dropSeat(account!.id, params.match, params.seat))) throw notHeld();
        return accountAnswer(context, account!.id);
      },
    }),
    route({
      method: 'POST',
      url: '/api/account/seats/:match/:seat/key',
      rateLimited: true,
      summary: "A key this browser opens a held seat with, valid while the session lasts and the seat's token is unchanged",
      tag: 'account',
      access: 'account',
      params: heldParams,
      response: seatKeySchema,
      handler: async ({ account, params }) => {
        const key = await accounts.seatKey(account!.session, params.match, params.seat);
        if (key === undefined) throw notHeld();
        return { matchId: params.match, seat: params.seat, token: key };
      },
    }),
    route({
      method: 'POST',
      url: '/api/account/sign-out',
      summary: 'Signs out: the session and the seat keys it opened stop working (seat links keep working)',
      tag: 'account',
      access: 'account',
      response: z.object({ signedOut: z.literal(true) }),
      handler: async ({ account }) => {
        await accounts.closeSession(account!.session);
        return { signedOut: true as const };
      },
    }),
    ...passkeyRoutes(context),
    ...emailRoutes(context),
  ];
}
