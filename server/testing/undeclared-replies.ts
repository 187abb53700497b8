import type { FastifyInstance } from 'fastify';

/** Whether a route's `response` schema declares `status`: by its code, its class (`4xx`) or `default`. */
function declares(response: object, status: number): boolean {
  const keys = new Set(Object.keys(response).map((key) => key.toLowerCase()));
  return keys.has(String(status)) || keys.has(`${Math.floor(status / 100)}xx`) || keys.has('default');
}

/**
 * Watches the replies of test apps for a status their route's schema does not declare: the OpenAPI
 * document is written from those schemas, so such a reply is one the contract does not tell clients
 * about. Only routes with a `response` schema are watched (unknown addresses and the hidden routes
 * have none). The test apps check it when they close, so every suite checks it on every request.
 */
export class UndeclaredReplies {
  private readonly found = new Set<string>();

  /** Records, from now on, the undeclared replies of `app` (before it is ready). */
  watch(app: FastifyInstance): void {
    app.addHook('onResponse', async (request, reply) => {
      const response: unknown = request.routeOptions.schema?.response;
      if (typeof response !== 'object' || response === null || declares(response, reply.statusCode)) return;
      this.found.add(`${request.method} ${request.routeOptions.url ?? request.url} ${reply.statusCode}`);
    });
  }

  /** Throws, naming each route and status, when any reply was undeclared. */
  check(): void {
    if (this.found.size === 0) return;
    throw new Error(
      `replies with a status their route does not declare (declare it in the route's response schema, see server/app/openapi/):\n${[...this.found].sort().join('\n')}`,
    );
  }
}
