import { describe, expect, it } from 'vitest';
import { clauseTarget, filesHref } from './clause-target';

describe('clauseTarget', () => {
  it('opens one clause directly', () => {
    expect(clauseTarget([{ code: 'A', label: '条款A', clauseUrl: '/a.pdf' }])).toEqual({ kind: 'direct', label: '条款A', url: '/a.pdf' });
  });

  it('lists several clauses', () => {
    expect(clauseTarget([{ code: 'A', label: 'A' }, { code: 'B', label: 'B' }])).toEqual({ kind: 'list' });
  });

  it('has nothing to open without clauses or an address', () => {
    expect(clauseTarget([])).toEqual({ kind: 'none' });
    expect(clauseTarget([{ code: 'A', label: 'A' }])).toEqual({ kind: 'none' });
  });
});

describe('filesHref', () => {
  it('keeps the flow parameters, drops the page and names the plan', () => {
    expect(filesHref('?from=ba&page=2&planId=OLD', 'G1', 'P1')).toBe('/files?from=ba&planId=P1&goodsId=G1');
    expect(filesHref('', undefined, undefined)).toBe('/files');
  });
});
