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

/** A refused edit: the reason key and the names its message shows (block titles, a form key). */
export interface DocumentRefusal {
  readonly reason: RefusalReason;
  readonly values: Readonly<Record<string, string>>;
}

/** The answer of a `can*` check: the operations themselves return the template unchanged when refused. */
export type DocumentCheck = { readonly ok: true } | { readonly ok: false; readonly refusal: DocumentRefusal };

export const ALLOWED: DocumentCheck = { ok: true };

/** A refusal with its message values. */
export function refuse(reason: RefusalReason, values: Record<string, string> = {}): DocumentCheck {
  return { ok: false, refusal: { reason, values } };
}
