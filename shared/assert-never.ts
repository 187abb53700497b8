/**
 * Ends an exhaustive switch: the compiler rejects the call while a case is missing, and at run time
 * it throws, because data from outside the type system reached a branch that cannot exist.
 */
export function assertNever(value: never, context = 'value'): never {
  throw new Error(`Unexpected ${context}: ${JSON.stringify(value)}`);
}
