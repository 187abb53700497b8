// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { moduleOf, renderTemplate, settle, tap, templateOf, withCleanDocument } from '../testing/render-template';

const srcs = (root: ParentNode) => [...root.querySelectorAll('img')].map((image) => image.getAttribute('src'));

describe('the ad banner', () => {
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
});
