import type { FailureStatus } from './failure-replies';

/** Methods whose requests carry a body Fastify reads (and so may find too large or of an unknown type). */
const METHODS_WITH_BODY: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The error replies any route may give whatever it does: 400 (the body, query or path fails its schema
 * or the hostile-input check), 500 (an unexpected error) and, where the method carries a body, 413
 * (over the body limit) and 415 (a content type no parser reads).
 */
export function commonFailures(method: string): FailureStatus[] {
  return METHODS_WITH_BODY.has(method) ? [400, 413, 415, 500] : [400, 500];
}
