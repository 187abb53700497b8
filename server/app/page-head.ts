import { escapeHtml } from './escape-html';

/** What a page's head says about it to a crawler, a link preview and the browser's tab. */
export interface PageHead {
  readonly title?: string;
  readonly description?: string;
}

const HEAD_ELEMENT = '<head>';
const TITLE_ELEMENT = /<title>[^<]*<\/title>/;
const DESCRIPTION_META = /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/;

/** The HTML with `element` in place of what `pattern` finds, or placed after `after` (its end), or after the head's opening tag. */
function replaceOrAdd(html: string, pattern: RegExp, element: string, after?: RegExp): string {
  if (pattern.test(html)) return html.replace(pattern, () => element);
  const anchor = after?.exec(html);
  if (anchor) return `${html.slice(0, anchor.index + anchor[0].length)}${element}${html.slice(anchor.index + anchor[0].length)}`;
  const at = html.indexOf(HEAD_ELEMENT);
  if (at < 0) return html;
  return `${html.slice(0, at + HEAD_ELEMENT.length)}${element}${html.slice(at + HEAD_ELEMENT.length)}`;
}

/**
 * The app's HTML saying `head`'s title and description: the `<title>` and the
 * `<meta name="description">` of index.html replaced, or added to the head when it has none (the
 * description after the title). Escaped: what a template says cannot open a tag. The HTML as it is
 * when it has no head.
 */
export function withPageHead(html: string, head: PageHead): string {
  let page = html;
  if (head.title) page = replaceOrAdd(page, TITLE_ELEMENT, `<title>${escapeHtml(head.title)}</title>`);
  if (head.description) page = replaceOrAdd(page, DESCRIPTION_META, `<meta name="description" content="${escapeHtml(head.description)}" />`, TITLE_ELEMENT);
  return page;
}
