import { SUCCESS_CODE } from '../../schema/api/envelope-codes';

/** The parts of any reply envelope (`result`, `value`, `data` or `msg` style) that say whether it worked. */
export interface EnvelopeFailure {
  readonly code: number | undefined;
  readonly message: string | undefined;
}

/**
 * The failure an envelope reports, or undefined when it is a success: `success: false`, or a `code`
 * other than 0. Anything that is not an envelope at all counts as a failure without a message.
 */
export function envelopeFailure(body: unknown): EnvelopeFailure | undefined {
  if (typeof body !== 'object' || body === null) return { code: undefined, message: undefined };
  const envelope = body as { success?: unknown; code?: unknown; message?: unknown; msg?: unknown };
  const code = typeof envelope.code === 'number' ? envelope.code : undefined;
  const failed = envelope.success === false || (code !== undefined && code !== SUCCESS_CODE);
  if (!failed) return undefined;
  const message = typeof envelope.message === 'string' ? envelope.message : typeof envelope.msg === 'string' ? envelope.msg : undefined;
  return { code, message };
}
