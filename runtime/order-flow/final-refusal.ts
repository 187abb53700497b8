import { ApiError } from '../api/api-error';
import { envelopeFailure } from '../api/envelope-failure';

/** Client errors that asking again may cure: a timed-out request, or too many requests for now. */
const RETRYABLE_CLIENT_STATUSES: readonly number[] = [408, 429];

/** An order query refused for good, with the server's own words when it gave some. */
export interface FinalRefusal {
  readonly message: string | undefined;
  /** 404: no such order for this buyer (missing, or a plain order number opened in another browser). */
  readonly notFound: boolean;
}

/**
 * Whether a failed order query will fail again however often it is asked: a refusal with a 4xx status
 * (404 订单不存在 for an order that is missing or not this buyer's, 400 for a bad link). Undefined
 * when the failure may pass (offline, a gateway's error page, 5xx, 408, 429), so the page retries.
 */
export function finalRefusal(error: unknown): FinalRefusal | undefined {
  if (!(error instanceof ApiError) || error.kind === 'network') return undefined;
  const status = error.httpStatus;
  if (status === undefined || status < 400 || status >= 500 || RETRYABLE_CLIENT_STATUSES.includes(status)) return undefined;
  return { message: envelopeFailure(error.envelope)?.message || undefined, notFound: status === 404 };
}
