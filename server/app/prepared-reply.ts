import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { TENANT_HEADER } from '../../schema/api/tenant-header';

type Encoding = 'br' | 'gzip' | 'identity';

/** Brotli first: it is the smaller, and it is paid for once per prepared reply, not per request. */
const encodings = new Negotiator<Encoding>({ supportedValues: ['br', 'gzip', 'identity'] });

/** What a prepared reply is besides its body; a JSON reply that varies with the tenant header by default. */
export interface PreparedReplyOptions {
  /** The Content-Type header. */
  readonly contentType?: string;
  /** The request headers the reply varies with (the Vary header). */
  readonly vary?: string;
}

/**
 * A reply serialised and compressed once, then sent as it is to every request that asks for it
 * (a published template: the same bytes until the next publish; a page's HTML). Its entity tag is
 * strong and names the bytes: the body's hash, with the encoding appended for a compressed body, so
 * a cache never takes one encoding's bytes for another's.
 */
export class PreparedReply {
  readonly hash: string;
  readonly identity: Buffer;
  readonly gzip: Buffer;
  readonly br: Buffer;
  readonly contentType: string;
  readonly vary: string;

  /** `cacheControl`: how long whoever sees the reply may keep it (the Cache-Control header). */
  constructor(
    body: string,
    readonly cacheControl: string,
    options: PreparedReplyOptions = {},
  ) {
    this.contentType = options.contentType ?? 'application/json; charset=utf-8';
    this.vary = options.vary ?? `accept-encoding, ${TENANT_HEADER}`;
    this.identity = Buffer.from(body, 'utf8');
    this.hash = createHash('sha256').update(this.identity).digest('base64url').slice(0, 32);
    this.gzip = gzipSync(this.identity, { level: 9 });
    this.br = brotliCompressSync(this.identity, {
      params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: this.identity.length },
    });
  }

  /** The entity tag of the body in `encoding`. */
  etag(encoding: Encoding): string {
    return encoding === 'identity' ? `"${this.hash}"` : `"${this.hash}-${encoding}"`;
  }

  /** Whether an If-None-Match header names this reply (in any encoding: the weak comparison RFC 9110 asks for). */
  matches(ifNoneMatch: string | undefined): boolean {
    if (!ifNoneMatch) return false;
    return ifNoneMatch.split(',').some((raw) => {
      const tag = raw.trim().replace(/^W\//, '');
      if (tag === '*') return true;
      const opaque = tag.replace(/^"|"$/g, '').replace(/-(br|gzip)$/, '');
      return opaque === this.hash;
    });
  }
}

/**
 * Sends a prepared reply in the best encoding the client accepts, with its entity tag. A GET or HEAD
 * whose If-None-Match names it is answered 304 with no body. The reply varies with the encoding and,
 * for the API's replies, the tenant header (the same address names another tenant's promotion under
 * another header).
 */
export function sendPrepared(request: FastifyRequest, reply: FastifyReply, prepared: PreparedReply): FastifyReply {
  const header = request.headers['accept-encoding'];
  const encoding = (header ? encodings.negotiate(Array.isArray(header) ? header.join(',') : header) : null) ?? 'identity';
  reply.header('cache-control', prepared.cacheControl);
  reply.header('vary', prepared.vary);
  reply.header('etag', prepared.etag(encoding));
  if ((request.method === 'GET' || request.method === 'HEAD') && prepared.matches(request.headers['if-none-match'])) {
    return reply.code(304).send();
  }
  reply.header('content-type', prepared.contentType);
  // A content-encoding already set tells the compression hook the body is compressed.
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.send(prepared[encoding]);
}
