import type { Problem } from '../../schema/validate/problem';
import type { EditorApiError } from './editor-api-error';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function problemsOf(body: Record<string, unknown>): Problem[] {
  if (!Array.isArray(body.errors)) return [];
  return body.errors.filter(
    (entry): entry is Problem => isRecord(entry) && typeof entry.path === 'string' && typeof entry.message === 'string',
  );
}

/**
 * Turns a refused reply (status not 2xx, or a 2xx without the success envelope) into the error the
 * interface shows. `body` is the parsed JSON, or `undefined` when the reply was not JSON.
 */
export function readFailure(status: number, body: unknown): EditorApiError {
  const envelope = isRecord(body) ? body : {};
  const message = typeof envelope.message === 'string' && envelope.message !== '' ? envelope.message : `HTTP ${status}`;
  if (status === 409) {
    const revision = isRecord(envelope.details) ? envelope.details.revision : undefined;
    return typeof revision === 'number' ? { kind: 'conflict', message, currentRevision: revision } : { kind: 'conflict', message };
  }
  if (status === 422) return { kind: 'invalid', message, problems: problemsOf(envelope) };
  if (status === 404) return { kind: 'notFound', message };
  if (status === 401) return { kind: 'signedOut', message };
  if (status === 403) {
    return { kind: 'forbidden', message, fourEyes: isRecord(envelope.details) && envelope.details.rule === 'fourEyes' };
  }
  if (status === 429) return { kind: 'tooMany', message };
  if (status >= 400 && status < 500) return { kind: 'badRequest', message, problems: problemsOf(envelope) };
  return { kind: 'server', message, status };
}
