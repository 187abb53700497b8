/** Why the document refused an edit; each reason has a message in `editor/i18n/messages/document.ts`. */
export type RefusalReason =
  | 'pageNotFound'
  | 'parentNotFound'
  | 'moduleNotFound'
  | 'unknownComponent'
  | 'noChildren'
  | 'childRejected'
  | 'intoItself'
  | 'formKeyTaken'
  | 'lastPage'
  | 'clipboardEmpty';

/**
 * A refused edit: the reason key and the names its message shows: plain values (a form key, a
 * component name) and blocks, named by component and shown by their title in the interface language.
 */
export interface DocumentRefusal {
  readonly reason: RefusalReason;
  readonly values: Readonly<Record<string, string>>;
  readonly blocks?: Readonly<Record<string, string>>;
}

/** The answer of a `can*` check: the operations themselves return the template unchanged when refused. */
export type DocumentCheck = { readonly ok: true } | { readonly ok: false; readonly refusal: DocumentRefusal };

export const ALLOWED: DocumentCheck = { ok: true };

/** A refusal with its message values, and the message values that name blocks (by component). */
export function refuse(reason: RefusalReason, values: Record<string, string> = {}, blocks?: Record<string, string>): DocumentCheck {
  return { ok: false, refusal: { reason, values, ...(blocks === undefined ? {} : { blocks }) } };
}
