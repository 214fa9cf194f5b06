import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A finished answer kept in memory: its text, a strong validator, and its gzip form once asked for. */
export class CachedAnswer {
  readonly etag: string;
  private zipped: Buffer | undefined;

  constructor(
    readonly text: string,
    readonly type: string,
  ) {
    this.etag = `"${createHash('sha1').update(text).digest('base64url')}"`;
  }

  /** What a cache counts for it: the text (the gzip form is a fraction of it). */
  get bytes(): number {
    return this.text.length;
  }

  gzip(): Buffer {
    this.zipped ??= gzipSync(this.text, { level: 6 });
    return this.zipped;
  }
}

/** Larger than this, an answer is sent compressed to clients that accept gzip. */
export const COMPRESS_ABOVE = 1024;

/**
 * Sends a kept answer with its ETag: 304 when the client holds it already, its gzip form (made
 * once) when accepted. `immutable` answers (a past month never changes) may be kept by the
 * browser without asking again; the others are revalidated on each use.
 */
export function sendCached(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer, immutable: boolean): FastifyReply {
  reply
    .header('etag', answer.etag)
    .header('vary', 'authorization, accept-encoding')
    .header('cache-control', immutable ? 'private, max-age=31536000, immutable' : 'private, no-cache');
  if (request.headers['if-none-match'] === answer.etag) return reply.code(304).send();
  reply.type(answer.type);
  if (answer.text.length > COMPRESS_ABOVE && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
    return reply.header('content-encoding', 'gzip').send(answer.gzip());
  }
  return reply.send(answer.text);
}
