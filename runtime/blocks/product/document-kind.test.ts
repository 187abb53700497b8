import { describe, expect, it } from 'vitest';
import { documentKind } from './document-kind';

describe('documentKind', () => {
  it('shows images in the image viewer', () => {
    expect(documentKind('/docs/a.PNG')).toBe('image');
    expect(documentKind('https://x.cn/a.jpg?v=1')).toBe('image');
    expect(documentKind('data:image/png;base64,AAA')).toBe('image');
  });

  it('opens PDFs and pages by address', () => {
    expect(documentKind('/docs/clause.pdf')).toBe('address');
    expect(documentKind('https://x.cn/notice')).toBe('address');
  });
});
