import { describe, expect, it } from 'vitest';
import { reuseUnchanged } from './reuse-unchanged';

const faq = (id: string, title: string) => ({ id, component: 'faqAccordion', label: id, isDefault: true, attrs: { title, items: [{ question: '问', answer: '答' }] } });

describe('reuseUnchanged', () => {
  it('gives back the previous object when the next one is a deep-equal copy', () => {
    const previous = { id: 'page-1', moduleList: [faq('a', 'A'), faq('b', 'B')] };
    expect(reuseUnchanged(previous, structuredClone(previous))).toBe(previous);
  });

  it('keeps unchanged modules and builds new objects only along the path of a change', () => {
    const previous = { id: 'page-1', moduleList: [faq('a', 'A'), faq('b', 'B'), faq('c', 'C')] };
    const next = structuredClone(previous);
    next.moduleList[0]!.attrs.title = 'A2';
    const shared = reuseUnchanged(previous, next);
    expect(shared).toEqual(next);
    expect(shared).not.toBe(previous);
    expect(shared.moduleList).not.toBe(previous.moduleList);
    expect(shared.moduleList[0]).not.toBe(previous.moduleList[0]);
    expect(shared.moduleList[0]!.attrs.items).toBe(previous.moduleList[0]!.attrs.items);
    expect(shared.moduleList[1]).toBe(previous.moduleList[1]);
    expect(shared.moduleList[2]).toBe(previous.moduleList[2]);
  });

  it('matches list items by id, so an insert or a move keeps the modules that did not change', () => {
    const previous = [faq('a', 'A'), faq('b', 'B')];
    const next = [faq('new', 'N'), ...structuredClone(previous).reverse()];
    const shared = reuseUnchanged(previous, next);
    expect(shared).toEqual(next);
    expect(shared[1]).toBe(previous[1]);
    expect(shared[2]).toBe(previous[0]);
  });

  it('sees added and removed keys, and values of another type', () => {
    const previous = { a: 1, b: { c: [1, 2] } };
    expect(reuseUnchanged(previous, { a: 1 })).toEqual({ a: 1 });
    expect(reuseUnchanged(previous, { a: 1, b: { c: [1, 2] }, d: null })).not.toBe(previous);
    expect(reuseUnchanged(previous, { a: 1, b: { c: { 0: 1, 1: 2 } } }).b.c).toEqual({ 0: 1, 1: 2 });
    expect(reuseUnchanged({ a: [1] }, { a: [1, 2] })).toEqual({ a: [1, 2] });
    expect(reuseUnchanged(undefined, previous)).toBe(previous);
  });

  it('leaves both arguments as they were', () => {
    const previous = { list: [faq('a', 'A')] };
    const next = { list: [faq('a', 'B')] };
    const before = structuredClone({ previous, next });
    reuseUnchanged(previous, next);
    expect({ previous, next }).toEqual(before);
  });
});
