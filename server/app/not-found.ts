import { DomainError, ERROR_CODES } from './domain-error';

/** The refusal of a request naming something the tenant does not have: envelope code 40400, HTTP 404. */
export function notFound(message: string): DomainError {
  return new DomainError(ERROR_CODES.notFound, message, 404);
}

/** `value` when a lookup found it; otherwise the request is refused with `notFound(message)`. */
export function requireFound<T>(value: T | null | undefined, message: string): T {
  if (value === null || value === undefined) throw notFound(message);
  return value;
}
