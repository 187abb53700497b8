/**
 * The full name path a module's value is written under: its own form key nested under its parent's
 * path. Mirrors the shared validator's unique-form-keys check exactly (a module without a key breaks
 * the chain: its children's paths start afresh), so what the editor allows the validator accepts.
 */
export function formPath(parentPath: string | undefined, formKey: string | undefined): string | undefined {
  if (formKey === undefined || formKey === '') return undefined;
  return parentPath ? `${parentPath}.${formKey}` : formKey;
}
