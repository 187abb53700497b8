import type { FailureStatus } from './failure-replies';

/** Methods whose requests carry a body Fastify reads (and so may find over the body limit). */
const METHODS_WITH_BODY: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The error replies any route may give whatever it does: 400 (the body, query or path fails its schema
 * or the hostile-input check), 415 (a request Content-Encoding the server does not decompress, on any
 * method, or a content type no parser reads), 500 (an unexpected error) and, where the method carries
 * a body, 413 (over the body limit).
 */
export function commonFailures(method: string): FailureStatus[] {
  return METHODS_WITH_BODY.has(method) ? [400, 413, 415, 500] : [400, 415, 500];
}
