/**
 * `value` safe inside HTML text and inside a double-quoted attribute: what a template or a product
 * says (a banner title, a goods name) can never open a tag or close the attribute it is put in.
 */
export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
