import { RRWEB_EVENT, RRWEB_NODE, RRWEB_SOURCE } from './rrweb-event-types';

/**
 * The text of a stylesheet the buyer's page linked, written into its recording as a custom event soon
 * after the recorder starts. The recorder leaves linked stylesheets out of its snapshot (serialising
 * them rule by rule was a third of its start, one long task on a phone); the replay puts this text back
 * where the link was, so the page looks as it did even after those files have left the server.
 */
export interface RecordedStylesheet {
  /** The stylesheet's absolute address, as the link's `href` had it. */
  readonly href: string;
  readonly cssText: string;
}

/** The custom-event tag stylesheet texts carry in a recording. */
export const STYLESHEET_TAG = 'insure-stylesheet';

interface SerializedNode {
  type?: unknown;
  tagName?: unknown;
  attributes?: Record<string, unknown>;
  childNodes?: unknown;
}

/** Relative `url(...)` references of a stylesheet made absolute against its own address. */
function absoluteUrls(cssText: string, href: string): string {
  return cssText.replace(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g, (whole, quote: string, ref: string) => {
    if (/^(data:|[a-z][a-z0-9+.-]*:|\/\/|#)/i.test(ref)) return whole;
    try {
      return `url(${quote}${new URL(ref, href).href}${quote})`;
    } catch {
      return whole;
    }
  });
}

/** The stylesheet texts a recording carries, by address (the first text of each address counts). */
export function stylesheetsOf(events: readonly unknown[]): ReadonlyMap<string, string> {
  const texts = new Map<string, string>();
  for (const event of events) {
    const custom = event as { type?: unknown; data?: { tag?: unknown; payload?: Partial<RecordedStylesheet> } } | null;
    if (custom?.type !== RRWEB_EVENT.custom || custom.data?.tag !== STYLESHEET_TAG) continue;
    const { href, cssText } = custom.data.payload ?? {};
    if (typeof href === 'string' && typeof cssText === 'string' && !texts.has(href)) texts.set(href, absoluteUrls(cssText, href));
  }
  return texts;
}

/** A copy of a serialized node tree in which every linked stylesheet with a known text is inline. */
function inlineInTree(node: unknown, texts: ReadonlyMap<string, string>): unknown {
  if (typeof node !== 'object' || node === null) return node;
  const serialized = node as SerializedNode;
  const childNodes = Array.isArray(serialized.childNodes) ? serialized.childNodes.map((child) => inlineInTree(child, texts)) : serialized.childNodes;
  const attributes = serialized.attributes ?? {};
  const href = attributes.href;
  const isLinkedSheet = serialized.type === RRWEB_NODE.element && serialized.tagName === 'link' && attributes.rel === 'stylesheet' && typeof href === 'string';
  const cssText = isLinkedSheet ? texts.get(href) : undefined;
  if (cssText === undefined) return { ...serialized, childNodes };
  // As rrweb records a stylesheet it inlines: the text in `_cssText`, no rel or href (its replay builds a <style>).
  const { rel: _rel, href: _href, ...kept } = attributes;
  return { ...serialized, attributes: { ...kept, _cssText: cssText }, childNodes };
}

/**
 * The recording's events ready for replay: each `<link rel="stylesheet">` of a full snapshot or of an
 * added node whose text the recording carries becomes that text inline, as if the recorder had inlined it.
 * A link without a text (its fetch failed in the buyer's browser) stays a link to its address.
 */
export function inlineRecordedStylesheets(events: readonly unknown[]): unknown[] {
  const texts = stylesheetsOf(events);
  if (texts.size === 0) return [...events];
  return events.map((event) => {
    const typed = event as { type?: unknown; data?: { node?: unknown; source?: unknown; adds?: unknown } } | null;
    if (typed?.type === RRWEB_EVENT.fullSnapshot && typed.data) return { ...typed, data: { ...typed.data, node: inlineInTree(typed.data.node, texts) } };
    if (typed?.type === RRWEB_EVENT.incrementalSnapshot && typed.data?.source === RRWEB_SOURCE.mutation && Array.isArray(typed.data.adds)) {
      const adds = typed.data.adds.map((add: { node?: unknown } | null) => (add && typeof add === 'object' ? { ...add, node: inlineInTree(add.node, texts) } : add));
      return { ...typed, data: { ...typed.data, adds } };
    }
    return event;
  });
}
