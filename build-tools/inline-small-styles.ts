import type { Plugin } from 'vite';

/**
 * Style sheets up to this size are inlined into the HTML instead of fetched: the buyer's first-load
 * sheet (the UI library's variables and reset, the loading screen, the tenants' looks) is about 4 KiB.
 */
export const INLINE_STYLE_MAX_BYTES = 8192;

/**
 * The HTML with each stylesheet link whose sheet `sheetOf` returns (small enough) replaced by the
 * sheet inline: a render-blocking request is a round trip on a mobile network before the first paint,
 * which a kilobyte of CSS does not justify.
 */
export function inlineStyles(html: string, sheetOf: (href: string) => string | undefined): string {
  return html.replace(/<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g, (link, href: string) => {
    const sheet = sheetOf(href);
    return sheet === undefined ? link : `<style>${sheet.replaceAll('</style', '<\\/style')}</style>`;
  });
}

/** Inlines the small stylesheets of one HTML entry (`html`, e.g. `/index.html`) at build time. */
export function inlineSmallStyles(options: { readonly html: string }): Plugin {
  let base = '/';
  return {
    name: 'insure-h5:inline-small-styles',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (context.path !== options.html || !context.bundle) return undefined;
        const bundle = context.bundle;
        return inlineStyles(html, (href) => {
          const asset = bundle[href.startsWith(base) ? href.slice(base.length) : href];
          if (!asset || asset.type !== 'asset') return undefined;
          const source = typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
          return source.length <= INLINE_STYLE_MAX_BYTES ? source : undefined;
        });
      },
    },
  };
}
