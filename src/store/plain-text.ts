import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';
import { InvalidTextError } from './errors.js';

function refuseNul(node: unknown, depth: number): void {
  if (typeof node === 'string') {
    if (node.includes('\u0000')) throw new InvalidTextError('a text given to the store contains a NUL character, which it does not keep');
    return;
  }
  if (node === null || typeof node !== 'object' || depth > 200) return;
  for (const value of Array.isArray(node) ? node : Object.values(node)) refuseNul(value, depth + 1);
}

/**
 * Refuses every query that carries a NUL character in a text value, on SQLite as on PostgreSQL
 * (which cannot keep one), so that both stores answer alike (issue 18). JSON documents are kept
 * as JSON text, where a NUL is the escape \u0000, so only raw texts (titles, turn texts, notes,
 * names) are affected.
 */
export class PlainTextPlugin implements KyselyPlugin {
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    refuseNul(args.node, 0);
    return args.node;
  }

  transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return Promise.resolve(args.result);
  }
}
