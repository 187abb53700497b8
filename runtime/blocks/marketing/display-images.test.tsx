// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { moduleOf, renderTemplate, settle, tap, templateOf, withCleanDocument } from '../testing/render-template';

const srcs = (root: ParentNode) => [...root.querySelectorAll('img')].map((image) => image.getAttribute('src'));

describe('image blocks', () => {
  withCleanDocument();

  it('adBanner shows every advert of its carousel, over https, and a tap follows the advert\'s link', async () => {
    const page = await renderTemplate(templateOf([[moduleOf('adBanner', {
      images: [{ src: 'http://img.example.com/a.png', alt: '春季特惠', link: 'http://m.example.com/spring' }, { src: 'https://img.example.com/b.png', alt: '新品上线' }],
      autoplay: false,
    })]]));
    const shown = srcs(page.container);
    expect(shown).toContain('https://img.example.com/a.png');
    expect(shown).toContain('https://img.example.com/b.png');
    expect(shown.some((src) => src?.startsWith('http:'))).toBe(false);
    expect(page.container.querySelectorAll('.adm-page-indicator-dot').length).toBe(2);
    const before = window.location.href;
    tap(page.container.querySelector('img[alt="春季特惠"]'));
    await settle();
    expect(window.location.href).toBe('https://m.example.com/spring');
    expect(before).not.toBe(window.location.href);
    page.unmount();
  });

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

  it('pictures shows the long product pictures one below the other, over https', async () => {
    const page = await renderTemplate(templateOf([[moduleOf('pictures', {
      images: [{ src: 'http://img.example.com/p1.png', alt: '产品介绍一' }, { src: 'http://img.example.com/p2.png', alt: '产品介绍二' }],
      lazy: false,
    })]]));
    expect(srcs(page.container)).toEqual(['https://img.example.com/p1.png', 'https://img.example.com/p2.png']);
    page.unmount();
  });
});
