import { describe, expect, it } from 'vitest';
import { documentLinks, isViewableUrl, viewerKind } from './document-links';

describe('document links', () => {
  it('lists every clause address and further link, skipping clauses without one', () => {
    const links = documentLinks([
      { code: 'C1', label: '保险条款', clauseUrl: '/docs/c1.pdf' },
      { code: 'C2', label: '投保须知', linkList: [{ name: '须知一', url: '/docs/n1.png' }] },
      { code: 'C3', label: '空' },
    ]);
    expect(links.map((link) => [link.name, link.url])).toEqual([
      ['保险条款', '/docs/c1.pdf'],
      ['须知一', '/docs/n1.png'],
    ]);
  });

  it('chooses a viewer by the address and refuses script addresses', () => {
    expect(viewerKind('/docs/c1.PDF?v=2')).toBe('pdf');
    expect(viewerKind('https://x.example.com/a.jpg')).toBe('image');
    expect(viewerKind('https://x.example.com/page')).toBe('page');
    expect(isViewableUrl('javascript:alert(1)')).toBe(false);
    expect(isViewableUrl('//evil.example.com/a.pdf')).toBe(false);
    expect(isViewableUrl('https://x.example.com/a.pdf')).toBe(true);
  });
});
