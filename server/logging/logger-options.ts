import type { FastifyServerOptions } from 'fastify';
import { maskText } from '../../shared/masking/mask-pii-text';
import { maskDeep } from './mask-pii';

/** What a request line says of the request: never its query string, where personal data travels. */
interface LoggedRequest {
  readonly method?: string;
  readonly url?: string;
  readonly routeOptions?: { readonly url?: string };
}

/**
 * pino options: every line's fields and message pass through the PII mask. Request lines carry the
 * method, the route (the path pattern, `/api/orders/:orderNo`) and the path without its query; reply
 * lines carry the status.
 */
export function loggerOptions(level: string): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
    formatters: {
      // The request and reply go to their serializers as they are: masking them first would copy away
      // the getters (method, url, statusCode) the serializers read.
      log: ({ req, res, ...rest }) => ({ ...(maskDeep(rest) as Record<string, unknown>), ...(req === undefined ? {} : { req }), ...(res === undefined ? {} : { res }) }),
    },
    hooks: {
      logMethod(args, method) {
        method.apply(this, args.map((arg) => (typeof arg === 'string' ? maskText(arg) : arg)) as Parameters<typeof method>);
      },
    },
    serializers: {
      // `url` and the route can be missing on aborted or raw requests.
      req: (request: LoggedRequest) => ({
        method: request.method,
        route: request.routeOptions?.url,
        path: maskText((request.url ?? '').split('?')[0] ?? ''),
      }),
      res: (reply: { readonly statusCode?: number }) => ({ statusCode: reply.statusCode }),
    },
  };
}
