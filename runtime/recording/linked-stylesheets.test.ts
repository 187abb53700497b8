// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"handleDisabledFileLoadingAsSuccess":true}}
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RecordedStylesheet } from '../../shared/recording/recorded-stylesheets';
import { watchLinkedStylesheets } from './linked-stylesheets';

function linkSheet(href: string): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  document.head.append(link);
  return link;
}

afterEach(() => {
  document.head.replaceChildren();
  vi.unstubAllGlobals();
});

describe('the texts of the stylesheets a recorded page links', () => {
  it('reads each same-origin sheet once, those linked before the start and those blocks link later', async () => {
    const asked: string[] = [];
    let failNext = false;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (href: string) => {
        asked.push(href);
        if (failNext) {
          failNext = false;
          return new Response('', { status: 503 });
        }
        return new Response(`/* ${href} */`, { status: 200 });
      }),
    );
    const base = location.origin;
    linkSheet(`${base}/assets/mobile-ui.css`);
    const added: RecordedStylesheet[] = [];
    const stop = watchLinkedStylesheets((sheet) => added.push(sheet));
    linkSheet(`${base}/assets/result.css`);
    linkSheet(`${base}/assets/mobile-ui.css`);
    linkSheet('https://elsewhere.example/theme.css');
    await vi.waitFor(() => expect(added).toHaveLength(2));
    expect(added).toEqual([
      { href: `${base}/assets/mobile-ui.css`, cssText: `/* ${base}/assets/mobile-ui.css */` },
      { href: `${base}/assets/result.css`, cssText: `/* ${base}/assets/result.css */` },
    ]);
    // A sheet that could not be read is read when it is linked again.
    failNext = true;
    linkSheet(`${base}/assets/upload.css`);
    await vi.waitFor(() => expect(asked.filter((href) => href.endsWith('upload.css'))).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    linkSheet(`${base}/assets/upload.css`);
    await vi.waitFor(() => expect(added.map((sheet) => sheet.href)).toContain(`${base}/assets/upload.css`));
    expect(asked.filter((href) => href.includes('elsewhere'))).toEqual([]);
    // Stopped: nothing more is read.
    stop();
    linkSheet(`${base}/assets/late.css`);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(asked.filter((href) => href.endsWith('late.css'))).toEqual([]);
  });
});
