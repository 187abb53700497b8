import { describe, expect, it } from 'vitest';
import { inlineStyles } from './inline-small-styles';

describe('inlining small style sheets', () => {
  const html = [
    '<link rel="stylesheet" crossorigin href="/assets/a.css">',
    '<link rel="stylesheet" crossorigin href="/assets/big.css">',
    '<link rel="preload" as="style" crossorigin href="/assets/lazy.css">',
  ].join('\n');

  it('replaces the links of the sheets it is given and keeps the others', () => {
    const out = inlineStyles(html, (href) => (href === '/assets/a.css' ? '.a{color:red}' : undefined));
    expect(out).toBe(['<style>.a{color:red}</style>', '<link rel="stylesheet" crossorigin href="/assets/big.css">', '<link rel="preload" as="style" crossorigin href="/assets/lazy.css">'].join('\n'));
  });

  it('cannot be closed early by the sheet', () => {
    expect(inlineStyles('<link rel="stylesheet" href="/x.css">', () => 'a{content:"</style>"}')).toBe('<style>a{content:"<\\/style>"}</style>');
  });
});
