import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One log line per request, when its reply has gone: the method, route and path (the request
 * serializer of loggerOptions, never the query string), the status and the time taken; a request
 * that failed while replying is logged as an error with the same fields. It replaces Fastify's two
 * lines per request (one as it arrives, one as it ends), which at campaign-day rates cost the hot
 * buyer calls a tenth of their time and said nothing the one line does not. Pass an instance as
 * Fastify's `logController`.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
