import { expect } from 'vitest';

/**
 * Asserts that a category's palette starts with the agreed blocks, in the agreed order. Blocks added
 * since (`npm run new-block` appends to the palette) follow them, so adding one breaks no agreement.
 */
export function expectPaletteStart(palette: readonly { readonly component: string }[], agreed: readonly string[]): void {
  expect(palette.map((block) => block.component).slice(0, agreed.length)).toEqual(agreed);
}
