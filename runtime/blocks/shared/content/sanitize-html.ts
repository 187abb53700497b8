import { toHttps } from '../../../../shared/urls/https-url';

const DROPPED_TAGS = 'script, style, iframe, object, embed, link, meta, base, form';
const URL_ATTRIBUTES = ['href', 'src'];

/**
 * Operator HTML from the template made safe to show: scripts, frames and event handlers are removed,
 * `javascript:` links dropped and http links upgraded to https. Runs in the browser (DOMParser); the
 * buyer bundle carries no sanitising library for the few rich-text blocks.
 */
export function sanitizeHtml(html: string): string {
  if (typeof DOMParser === 'undefined') return '';
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  doc.body.querySelectorAll(DROPPED_TAGS).forEach((node) => node.remove());
  doc.body.querySelectorAll('*').forEach((element) => {
    for (const attribute of [...element.attributes]) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith('on')) element.removeAttribute(attribute.name);
      else if (URL_ATTRIBUTES.includes(name)) {
        const value = attribute.value.trim();
        if (/^(javascript|vbscript):/i.test(value)) element.removeAttribute(attribute.name);
        else element.setAttribute(attribute.name, toHttps(value));
      }
    }
  });
  return doc.body.innerHTML;
}
