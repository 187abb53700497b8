import type { Problem } from '../../schema/validate/problem';

/**
 * Why an editor call failed, in the terms the interface acts on: signed out (sign in again), a role
 * that may not do it, a stale draft (reload or overwrite), a template publishing refused with its
 * problems, something missing, too many attempts, a bad request, the server failing, or no answer.
 */
export type EditorApiError =
  /** 409: the draft was saved by someone else since it was read (`currentRevision` when the server says). */
  | { readonly kind: 'conflict'; readonly message: string; readonly currentRevision?: number }
  /** 422: the template does not validate; nothing was changed. */
  | { readonly kind: 'invalid'; readonly message: string; readonly problems: readonly Problem[] }
  /** 404: the template or version does not exist for this tenant. */
  | { readonly kind: 'notFound'; readonly message: string }
  /** 401: no session, or it ended (idle, expired, signed out elsewhere, account disabled). */
  | { readonly kind: 'signedOut'; readonly message: string }
  /** 403: the user's roles do not allow it, or four-eyes keeps the draft's last editor from publishing it. */
  | { readonly kind: 'forbidden'; readonly message: string; readonly fourEyes: boolean }
  /** 429: sign-in locked after repeated failures, or too many requests; the server's message says how long. */
  | { readonly kind: 'tooMany'; readonly message: string }
  /** Any other 4xx: the request itself was refused (`problems` name the fields when given). */
  | { readonly kind: 'badRequest'; readonly message: string; readonly problems: readonly Problem[] }
  /** 5xx or a reply that is not the editor envelope. */
  | { readonly kind: 'server'; readonly message: string; readonly status: number }
  /** The request never got an answer (offline, server down, aborted). */
  | { readonly kind: 'network'; readonly message: string };

/** The outcome of an editor call: the route's result, or why it failed. Never thrown. */
export type EditorApiResult<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: EditorApiError };
