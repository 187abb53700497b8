/**
 * The spec's failure envelope, `{ success: false, code, message }`, with any further fields after
 * it (`details`, `errors`, `result`). Every refusal the server answers with, thrown or returned, has
 * this shape, so the runtime reads all of them alike.
 */
export function failureEnvelope<E extends object = object>(code: number, message: string, extra?: E): { success: false; code: number; message: string } & E {
  return { success: false, code, message, ...(extra as E) };
}
