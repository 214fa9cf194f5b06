import { z } from 'zod';
import type { ServerContext } from '../context.js';
import { route, type AnyRoute } from '../http/route.js';
import { matchIdParams } from '../http/schemas.js';

/** A seat's notification settings and what the server can send. */
export const notificationSettingsSchema = z.object({
  /** The seat's own address; only the seat itself reads it back. */
  email: z.string().nullable(),
  push: z.boolean(),
  /** Whether this server sends e-mail (SMTP configured). */
  mail: z.boolean(),
  /** The server's VAPID public key for Web Push subscriptions, or null when Web Push is off. */
  pushKey: z.string().nullable(),
});

const subscriptionSchema = z.strictObject({
  endpoint: z.url({ protocol: /^https?$/ }).max(2_000),
  expirationTime: z.number().nullable().optional(),
  keys: z.strictObject({ p256dh: z.string().min(1).max(200), auth: z.string().min(1).max(100) }),
});

/** A seat's notification settings: its e-mail address and its Web Push subscription (issue 19). */
export function notifyRoutes(context: ServerContext): AnyRoute[] {
  const { store, notifier } = context;
  const settings = async (matchId: string, seat: string) => {
    const contact = await store.contact(matchId, seat);
    return { email: contact.email, push: contact.push !== null, mail: notifier.mail, pushKey: notifier.pushKey };
  };
  return [
    route({
      method: 'GET',
      url: '/api/matches/:matchId/notifications',
      summary: "The caller's notification settings and what the server can send",
      tag: 'notify',
      access: 'player',
      params: matchIdParams,
      response: notificationSettingsSchema,
      handler: ({ match, caller }) => settings(match!.id, caller!.seat),
    }),
    route({
      method: 'PUT',
      url: '/api/matches/:matchId/notifications/email',
      summary: "Sets (or with null removes) the e-mail address the caller's seat is notified at",
      tag: 'notify',
      access: 'player',
      params: matchIdParams,
      body: z.strictObject({ email: z.email().max(254).nullable() }),
      response: notificationSettingsSchema,
      handler: async ({ match, caller, body }) => {
        await store.setContact(match!.id, caller!.seat, { email: body.email });
        return settings(match!.id, caller!.seat);
      },
    }),
    route({
      method: 'PUT',
      url: '/api/matches/:matchId/notifications/push',
      summary: "Sets (or with null removes) the Web Push subscription of the caller's seat",
      tag: 'notify',
      access: 'player',
      params: matchIdParams,
      body: z.strictObject({ subscription: subscriptionSchema.nullable() }),
      response: notificationSettingsSchema,
      handler: async ({ match, caller, body }) => {
        await store.setContact(match!.id, caller!.seat, { push: body.subscription });
        return settings(match!.id, caller!.seat);
      },
    }),
  ];
}
