import { describe, expect, it } from 'vitest';
import { withPageHead } from './page-head';

const INDEX = '<!doctype html><html><head><meta charset="UTF-8" /><title>投保</title><meta name="description" content="在线投保" /></head><body></body></html>';

describe("a page's head", () => {
  it("replaces index.html's title and description", () => {
    const html = withPageHead(INDEX, { title: '安心百万医疗险', description: '安心百万医疗险：住院医疗费用100%赔付' });
    expect(html).toBe(
      '<!doctype html><html><head><meta charset="UTF-8" /><title>安心百万医疗险</title><meta name="description" content="安心百万医疗险：住院医疗费用100%赔付" /></head><body></body></html>',
    );
  });

  it('escapes what a template says: no tag opened, no attribute closed, no replacement pattern read', () => {
    const html = withPageHead(INDEX, { title: '</title><script>alert(1)</script>', description: '"><script>alert(1)</script> & $& $1' });
    expect(html).not.toContain('<script>');
    expect(html).toContain('<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
    expect(html).toContain('<meta name="description" content="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; $&amp; $1" />');
  });

  it('adds a title and a description to a head that has none, and leaves HTML without a head as it is', () => {
    expect(withPageHead('<html><head><title>x</title></head></html>', { description: 'd' })).toBe('<html><head><title>x</title><meta name="description" content="d" /></head></html>');
    expect(withPageHead('<html><head></head></html>', { title: 't', description: 'd' })).toBe('<html><head><title>t</title><meta name="description" content="d" /></head></html>');
    expect(withPageHead('<div id="root"></div>', { title: 't', description: 'd' })).toBe('<div id="root"></div>');
    expect(withPageHead(INDEX, {})).toBe(INDEX);
  });
});
