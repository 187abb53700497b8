// @vitest-environment happy-dom
import { QRCodeSVG } from 'qrcode.react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderApp, until, withCleanApp } from '../../app/testing/render-app';

const CONTINUE_AT = 'https://insure.example.com/h?promotionId=health-baiwan&from=health&page=2';

/**
 * The dark modules of a QR code's SVG (qrcode.react draws each run of a row as `M x y h w ...`), as
 * runs relative to the top-left dark module, so the quiet zone around the code does not count.
 */
function modulesOf(svg: Element | string | null): string {
  const root = typeof svg === 'string' ? new DOMParser().parseFromString(svg, 'image/svg+xml').documentElement : svg;
  const dark = [...(root?.querySelectorAll('path') ?? [])].at(-1)?.getAttribute('d') ?? '';
  const runs = [...dark.matchAll(/M(\d+)[ ,](\d+)\s*h(\d+)/g)].map(([, x, y, w]) => [Number(x), Number(y), Number(w)] as const);
  const left = Math.min(...runs.map(([x]) => x));
  const top = Math.min(...runs.map(([, y]) => y));
  return runs.map(([x, y, w]) => `${x - left},${y - top},${w}`).join(' ');
}

/** The QR code on screen (not the page's other pictures). */
const qrOf = (container: HTMLElement) => container.querySelector('path[shape-rendering="crispEdges"]')?.closest('svg') ?? null;

const drawn = (url: string) => modulesOf(renderToStaticMarkup(<QRCodeSVG value={url} />));

describe('/qrCode', () => {
  withCleanApp();

  it('shows a QR code of the url parameter under 请用微信扫描下方二维码继续投保', async () => {
    const app = renderApp(`/qrCode?url=${encodeURIComponent(CONTINUE_AT)}`);
    await until(() => expect(qrOf(app.container)).not.toBeNull());
    expect(app.container.textContent).toContain('请用微信扫描下方二维码继续投保');
    const shown = modulesOf(qrOf(app.container));
    expect(shown.length).toBeGreaterThan(100);
    expect(shown).toBe(drawn(CONTINUE_AT));
    expect(shown).not.toBe(drawn('https://insure.example.com/h?promotionId=other'));
    expect(document.title).toBe('扫码投保');
  });

  it('shows 暂无数据 and no code without a url, or for an address that is not a web address', async () => {
    for (const search of ['', '?url=javascript%3Aalert(1)']) {
      const app = renderApp(`/qrCode${search}`);
      await until(() => expect(app.container.textContent).toContain('暂无数据'));
      expect(qrOf(app.container)).toBeNull();
      expect(app.container.textContent).not.toContain('请用微信扫描下方二维码继续投保');
      app.container.remove();
    }
  });
});
