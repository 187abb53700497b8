import { describe, it, expect } from 'vitest';
import { pageTitle } from './page-title';

describe('pageTitle', () => {
  it('titles the page with its label, or the fallback when the label is blank', () => {
    expect(pageTitle({ label: ' 填写信息 ' })).toBe('填写信息');
    expect(pageTitle({ label: '' }, '安心医疗险')).toBe('安心医疗险');
    expect(pageTitle({ label: '  ' })).toBe('');
  });
});
