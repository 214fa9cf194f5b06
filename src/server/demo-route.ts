import { z } from 'zod';
import type { ServerContext } from './context.js';
import { ApiError } from './http/errors.js';
import { route, type AnyRoute } from './http/route.js';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+|localhost)$/;

export const demoSchema = z.array(
  z.object({ title: z.string(), game: z.string(), matchId: z.string(), gmLink: z.string(), seats: z.array(z.object({ seat: z.string(), link: z.string() })) }),
);

/**
 * GET /api/demo: the demo matches this server made at its first start, with their links, so that
 * a newcomer finds them on /app/ instead of copying them from the terminal (issue 46). Only while
 * the server listens on a loopback address and only to a browser on the same machine (the links
 * are the demo's secrets); seats whose invite was taken are left out.
 */
export function demoRoutes(context: ServerContext): AnyRoute[] {
  return [
    route({
      method: 'GET',
      url: '/api/demo',
      summary: "The demo matches of the server's first start with their links — only on a server listening on a loopback address, to a browser on the same machine",
      tag: 'matches',
      access: 'public',
      response: demoSchema,
      handler: async ({ request }) => {
        const demos = context.demo.links;
        if (demos === undefined || !LOOPBACK.test(context.config.host) || !LOOPBACK.test(request.ip)) {
          throw new ApiError(404, 'no-demo', 'this server shows no demo links here: they were printed where it was started');
        }
        const open = async (link: string) => (await context.store.inviteSeat(link.slice(link.lastIndexOf('/') + 1))) !== undefined;
        return Promise.all(demos.map(async (demo) => ({ ...demo, seats: (await Promise.all(demo.seats.map(async (s) => ((await open(s.link)) ? [s] : [])))).flat() })));
      },
    }),
  ];
}
