import type { TemplateConfig } from '../../schema/template/template-config';
import { SCREEN_MESSAGES } from '../../shared/messages/screens';
import { FIRST_SCREEN_ID, LOADING_SCREEN_ATTRIBUTE } from '../../shared/pages/first-screen-markers';
import { selectPage } from '../../shared/pages/select-page';
import { toHttps } from '../../shared/urls/https-url';
import { escapeHtml } from './escape-html';

/** The product banner a page opens with: what the first screen paints before any script has run. */
export interface FirstScreenBanner {
  readonly image: string;
  readonly title: string;
}

/** Addresses an image may come from in the first screen: the web, or an inline image. */
const IMAGE_URL = /^(https?:\/\/|\/(?!\/)|data:image\/)/i;

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/**
 * The banner of the page the address opens (its `page` parameter, page 1 by default), when that
 * page's first module is a product banner with an image; undefined otherwise. The location hash,
 * which can pick another page, never reaches the server: the app takes the first screen away as soon
 * as it shows the page it chose.
 */
export function firstScreenBanner(template: TemplateConfig, page: string | undefined): FirstScreenBanner | undefined {
  const selection = selectPage(template, { page });
  if (!selection.found) return undefined;
  const first = selection.page.moduleList[0];
  if (first?.component !== 'productBanner') return undefined;
  const attrs: Record<string, unknown> = first.attrs ?? {};
  const image = text(attrs.image);
  if (!image || !IMAGE_URL.test(image)) return undefined;
  return { image: toHttps(image), title: text(attrs.title) ?? '' };
}

/**
 * The banner as plain HTML, laid over the top of the page where the banner block lays it out (the
 * page's full width, at least 120px high), with loading dots below it in place of the app's loading screen
 * (hidden while the first screen is there). It takes no room in the document's flow: the page that
 * replaces it shifts nothing. Decoded asynchronously, so the image never holds back the first paint.
 */
export function firstScreenMarkup(banner: FirstScreenBanner): string {
  return (
    `<div id="${FIRST_SCREEN_ID}" style="position: relative; height: 0; z-index: 1">` +
    `<style>#${FIRST_SCREEN_ID} ~ #root [${LOADING_SCREEN_ATTRIBUTE}] { visibility: hidden }</style>` +
    '<div style="position: absolute; top: 0; left: 0; right: 0">' +
    `<img src="${escapeHtml(banner.image)}" alt="${escapeHtml(banner.title)}" decoding="async" fetchpriority="high" ` +
    'style="display: block; width: 100%; min-height: 120px; object-fit: cover" />' +
    `<div role="status" aria-label="${escapeHtml(SCREEN_MESSAGES.loading)}" style="padding: 24px; text-align: center">${LOADING_DOTS}</div>` +
    '</div></div>'
  );
}

/** The loading dots of the HTML's own loading screen (index.html): shapes, no text to lay out. */
const LOADING_DOTS =
  '<svg width="35" height="14" viewBox="0 0 100 40" fill="#999" aria-hidden="true">' +
  '<rect x="20" y="16" width="8" height="8" rx="2" /><rect x="46" y="16" width="8" height="8" rx="2" /><rect x="72" y="16" width="8" height="8" rx="2" />' +
  '</svg>';

const ROOT_ELEMENT = '<div id="root">';
const HEAD_ELEMENT = '<head>';

/**
 * The app's HTML with the banner asked for first thing in its head, ahead of the scripts and module
 * preloads: it is the page's largest paint, and found only in the body it waited behind them for one
 * of the six connections a browser opens to a host over HTTP/1.1, on a slow network its download
 * shared with theirs (LCP 2.8 s in the mobile audit). The HTML as it is when it has no head.
 */
export function withBannerPreload(html: string, banner: FirstScreenBanner): string {
  const at = html.indexOf(HEAD_ELEMENT);
  if (at < 0) return html;
  const end = at + HEAD_ELEMENT.length;
  return `${html.slice(0, end)}<link rel="preload" as="image" href="${escapeHtml(banner.image)}" fetchpriority="high" />${html.slice(end)}`;
}

/** The app's HTML with the first screen placed before its root; the HTML as it is when it has no root. */
export function withFirstScreen(html: string, markup: string): string {
  const at = html.indexOf(ROOT_ELEMENT);
  return at < 0 ? html : `${html.slice(0, at)}${markup}${html.slice(at)}`;
}
