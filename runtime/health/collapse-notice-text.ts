/** The visible text of notice HTML: tags dropped, common entities decoded, blanks collapsed. */
export function noticePlainText(html: string): string {
  return html
    .replace(/<(br|\/p|\/li|\/div)\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+/g, ' ')
    .replace(/\n+/g, '\n')
    .trim();
}

/** How a health notice text shows collapsed: the first maxLength characters, or all when it fits. */
export function collapseNoticeText(html: string, maxLength: number): { readonly text: string; readonly truncated: boolean } {
  const text = noticePlainText(html);
  const chars = Array.from(text);
  if (chars.length <= maxLength) return { text, truncated: false };
  return { text: `${chars.slice(0, maxLength).join('')}…`, truncated: true };
}
