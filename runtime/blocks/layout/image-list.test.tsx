// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { moduleOf, renderTemplate, settle, tap, templateOf, withCleanDocument } from '../testing/render-template';

const srcs = (root: ParentNode) => [...root.querySelectorAll('img')].map((image) => image.getAttribute('src'));

describe('the image list', () => {
  withCleanDocument();

  it('imageList stacks its images in order with the configured gap, and a linked one opens its link', async () => {
    // Every observed image is on screen (a phone scrolled to it), so lazy images load.
    vi.stubGlobal('IntersectionObserver', class {
      constructor(private readonly callback: (entries: { isIntersecting: boolean; target: Element }[]) => void) {}
      observe(target: Element) {
        this.callback([{ isIntersecting: true, target }]);
      }
      unobserve() {}
      disconnect() {}
    });
    const page = await renderTemplate(templateOf([[moduleOf('imageList', {
      images: [{ url: 'http://img.example.com/1.png', alt: '保障一' }, { url: 'https://img.example.com/2.png', alt: '保障二', link: 'https://m.example.com/detail' }],
      gapPx: 8,
    })]]));
    await settle();
    const list = page.container.querySelector<HTMLElement>('[data-component="imageList"] > div')!;
    expect(list.style.flexDirection).toBe('column');
    expect(list.style.gap).toBe('8px');
    expect(srcs(list)).toEqual(['https://img.example.com/1.png', 'https://img.example.com/2.png']);
    const images = list.querySelectorAll('img');
    tap(images[0]);
    expect(window.location.href).not.toBe('https://m.example.com/detail');
    tap(images[1]);
    expect(window.location.href).toBe('https://m.example.com/detail');
    vi.unstubAllGlobals();
    page.unmount();
  });
});
