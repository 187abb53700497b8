import { describe, expect, it } from 'vitest';
import { inlineRecordedStylesheets, STYLESHEET_TAG, stylesheetsOf } from './recorded-stylesheets';

const SHEET = 'https://h5.example.com/assets/mobile-ui-abc.css';
const LATER = 'https://h5.example.com/assets/result-def.css';

const link = (id: number, href: string) => ({ type: 2, id, tagName: 'link', attributes: { rel: 'stylesheet', href, crossorigin: '' }, childNodes: [] });
const fullSnapshot = {
  type: 2,
  timestamp: 1,
  data: {
    node: {
      type: 0,
      id: 1,
      childNodes: [{ type: 2, id: 2, tagName: 'html', attributes: {}, childNodes: [{ type: 2, id: 3, tagName: 'head', attributes: {}, childNodes: [link(4, SHEET), link(5, 'https://h5.example.com/assets/gone.css')] }] }],
    },
    initialOffset: { top: 0, left: 0 },
  },
};
const laterLink = { type: 3, timestamp: 3, data: { source: 0, adds: [{ parentId: 3, nextId: null, node: link(9, LATER) }], removes: [], texts: [], attributes: [] } };
const sheet = (href: string, cssText: string) => ({ type: 5, timestamp: 2, data: { tag: STYLESHEET_TAG, payload: { href, cssText } } });

describe('stylesheets carried by a recording', () => {
  it('puts each linked stylesheet text back where its link was, in the snapshot and in nodes added later', () => {
    const events = [fullSnapshot, sheet(SHEET, '.adm-button{color:red}'), laterLink, sheet(LATER, '.result{margin:0}')];
    const [snapshot, , added] = inlineRecordedStylesheets(events) as [typeof fullSnapshot, unknown, typeof laterLink];
    const head = snapshot.data.node.childNodes[0]?.childNodes[0];
    expect(head?.childNodes[0]).toEqual({ type: 2, id: 4, tagName: 'link', attributes: { crossorigin: '', _cssText: '.adm-button{color:red}' }, childNodes: [] });
    // A sheet whose text the buyer's browser could not fetch stays a link.
    expect(head?.childNodes[1]).toEqual(link(5, 'https://h5.example.com/assets/gone.css'));
    expect(added.data.adds[0]?.node.attributes).toEqual({ crossorigin: '', _cssText: '.result{margin:0}' });
    // The stored events are left as they were.
    expect(fullSnapshot.data.node.childNodes[0]?.childNodes[0]?.childNodes[0]).toEqual(link(4, SHEET));
  });

  it('makes relative addresses in a stylesheet absolute against the sheet, and leaves data and absolute ones', () => {
    const texts = stylesheetsOf([sheet(SHEET, `a{background:url(../media/x.png)}b{background:url("data:image/svg+xml,<svg/>")}c{src:url('/fonts/f.woff2')}d{background:url(https://cdn.example/y.png)}`)]);
    expect(texts.get(SHEET)).toBe(
      `a{background:url(https://h5.example.com/media/x.png)}b{background:url("data:image/svg+xml,<svg/>")}c{src:url('https://h5.example.com/fonts/f.woff2')}d{background:url(https://cdn.example/y.png)}`,
    );
  });

  it('ignores malformed stylesheet events and keeps the first text of an address', () => {
    const texts = stylesheetsOf([sheet(SHEET, 'first'), sheet(SHEET, 'second'), { type: 5, data: { tag: STYLESHEET_TAG, payload: { href: 3 } } }, null, 'x']);
    expect([...texts]).toEqual([[SHEET, 'first']]);
  });

  it('hands the events back as they are when the recording carries no stylesheet', () => {
    expect(inlineRecordedStylesheets([fullSnapshot])).toEqual([fullSnapshot]);
  });
});
