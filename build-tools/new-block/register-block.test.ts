import { describe, expect, it } from 'vitest';
import { registerCatalogueEntry, registerLoader } from './register-block';

const shortIndex = `import { paymentInfo } from './payment-info';
import { paymentSummary } from './payment-summary';

/** Payment blocks, in palette order. */
export const paymentBlocks = [paymentInfo, paymentSummary] as const;
`;

const longIndex = `import { insureResult } from './insure-result';

/** Result and order blocks, in palette order. */
export const resultBlocks = [insureResult, orderInfo, somewhatLongerBlockName, anotherQuiteLongBlockName] as const;
`;

describe('registering a new block', () => {
  it('imports the entry after the other imports and lists it last, on the one line while it fits', () => {
    expect(registerCatalogueEntry(shortIndex, 'cardList', 'card-list')).toBe(`import { paymentInfo } from './payment-info';
import { paymentSummary } from './payment-summary';
import { cardList } from './card-list';

/** Payment blocks, in palette order. */
export const paymentBlocks = [paymentInfo, paymentSummary, cardList] as const;
`);
  });

  it('breaks a list that no longer fits into one entry a line', () => {
    expect(registerCatalogueEntry(longIndex, 'receiptDownloadButton', 'receipt-download-button')).toContain(`export const resultBlocks = [
  insureResult,
  orderInfo,
  somewhatLongerBlockName,
  anotherQuiteLongBlockName,
  receiptDownloadButton,
] as const;`);
  });

  it('adds the block to the category\'s loaders, loaded from its own file', () => {
    const loaders = `import type { BlockLoaders } from '../block-loader-types';

export const paymentLoaders: BlockLoaders = {
  paymentInfo: () => import('./payment-info'),
};
`;
    expect(registerLoader(loaders, 'cardList', 'card-list')).toBe(`import type { BlockLoaders } from '../block-loader-types';

export const paymentLoaders: BlockLoaders = {
  paymentInfo: () => import('./payment-info'),
  cardList: () => import('./card-list'),
};
`);
  });

  it('refuses a file it does not recognise rather than guess', () => {
    expect(() => registerCatalogueEntry('export const blocks = [];\n', 'cardList', 'card-list')).toThrow(/block list/);
    expect(() => registerLoader('export const loaders = {};\n', 'cardList', 'card-list')).toThrow(/BlockLoaders/);
  });
});
