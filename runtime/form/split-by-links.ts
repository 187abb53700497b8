/** A piece of a row's text: plain, or a link to open. */
export interface TextPart {
  readonly text: string;
  readonly url?: string;
}

/** Splits text at every occurrence of each link's name, so 《投保须知》 becomes a link wherever it appears. */
export function splitByLinks(text: string, links: readonly { readonly name: string; readonly url: string }[]): TextPart[] {
  const usable = links.filter((link) => link.name.length > 0);
  const parts: TextPart[] = [];
  let rest = text;
  while (rest.length > 0) {
    let best: { index: number; link: (typeof usable)[number] } | undefined;
    for (const link of usable) {
      const index = rest.indexOf(link.name);
      if (index >= 0 && (!best || index < best.index)) best = { index, link };
    }
    if (!best) {
      parts.push({ text: rest });
      break;
    }
    if (best.index > 0) parts.push({ text: rest.slice(0, best.index) });
    // Links are upgraded to https, as the catalogue promises for http addresses.
    parts.push({ text: best.link.name, url: best.link.url.replace(/^http:\/\//, 'https://') });
    rest = rest.slice(best.index + best.link.name.length);
  }
  return parts;
}
