/**
 * A refusal the buyer or operator should read: carries the envelope `code`, a Chinese message and the
 * HTTP status. Thrown by domain code and turned into `{ success: false, code, message }` by the error handler.
 */
export class DomainError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly httpStatus = 400,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

/** Envelope codes the server uses beside the spec's 0 / 20000 / 20019. */
export const ERROR_CODES = {
  badRequest: 40000,
  unknownTenant: 40001,
  signedOut: 40100,
  forbidden: 40300,
  notFound: 40400,
  conflict: 40900,
  tooManyRequests: 42900,
  internal: 50000,
  serviceUnavailable: 50300,
} as const;
