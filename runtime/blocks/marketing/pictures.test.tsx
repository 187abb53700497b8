// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { moduleOf, renderTemplate, templateOf, withCleanDocument } from '../testing/render-template';

const srcs = (root: ParentNode) => [...root.querySelectorAll('img')].map((image) => image.getAttribute('src'));

describe('the product pictures', () => {
  withCleanDocument();

  it('pictures shows the long product pictures one below the other, over https', async () => {
    const page = await renderTemplate(templateOf([[moduleOf('pictures', {
      images: [{ src: 'http://img.example.com/p1.png', alt: '产品介绍一' }, { src: 'http://img.example.com/p2.png', alt: '产品介绍二' }],
      lazy: false,
    })]]));
    expect(srcs(page.container)).toEqual(['https://img.example.com/p1.png', 'https://img.example.com/p2.png']);
    page.unmount();
  });
});
