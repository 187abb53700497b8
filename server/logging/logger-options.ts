import type { FastifyServerOptions } from 'fastify';
import { maskDeep, maskText } from './mask-pii';

/** pino options: every line's fields and message pass through the PII mask. */
export function loggerOptions(level: string): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
    formatters: { log: (object) => maskDeep(object) as Record<string, unknown> },
    hooks: {
      logMethod(args, method) {
        method.apply(this, args.map((arg) => (typeof arg === 'string' ? maskText(arg) : arg)) as Parameters<typeof method>);
      },
    },
    serializers: {
      // Fastify passes its request here; `url` can be missing on aborted or raw requests.
      req: (request: { method?: string; url?: string }) => ({ method: request.method, url: maskText(request.url ?? '') }),
    },
  };
}
