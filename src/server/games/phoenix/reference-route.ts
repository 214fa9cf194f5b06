import { z } from 'zod';
import { ORDER_REFERENCE } from '../../../games/phoenix/index.js';
import { route, type AnyRoute } from '../../http/route.js';
import { langSchema } from './common.js';

/** Every order with its syntax and an example. */
export const orderReferenceSchema = z.array(z.object({ order: z.string(), keywords: z.array(z.string()), syntax: z.string(), example: z.string(), summary: z.string(), rule: z.string() }));

/** GET /api/phoenix/orders: every order with its syntax and an example, for the reference beside the editor. */
export function orderReferenceRoute(): AnyRoute {
  return route({
    method: 'GET',
    url: '/api/phoenix/orders',
    summary: 'Every order of the Phoenix order language: keywords, syntax, an example and what it does',
    tag: 'phoenix',
    access: 'public',
    query: z.strictObject({ lang: langSchema }),
    response: orderReferenceSchema,
    handler: async ({ query }) => ORDER_REFERENCE.map((entry) => ({ order: entry.order, keywords: [...entry.keywords], syntax: entry.syntax[query.lang], example: entry.example, summary: entry.summary[query.lang], rule: entry.rule })),
  });
}
