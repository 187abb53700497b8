/** Why a call did not give a result: refused by the server (with its envelope), or never answered. */
export type ApiErrorKind = 'refused' | 'reminder' | 'network';

/**
 * A failed call, passed on as a rejected result (spec section 8: "other errors are passed on"). The
 * buyer has already been told (toast or 温馨提示 dialog) unless the call mutes its errors.
 */
export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly code?: number,
    readonly envelope?: unknown,
    /** The HTTP status of a refusal (404 for an order this buyer may not read); none when unanswered. */
    readonly httpStatus?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
