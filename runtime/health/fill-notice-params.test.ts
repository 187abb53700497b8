import { describe, expect, it } from 'vitest';
import { fillNoticeParams } from './fill-notice-params';

describe('fillNoticeParams', () => {
  const values = { insured: [{ name: '张三' }, { name: '李<四>' }], policyHolder: { name: '王五' } };

  it('fills plain values, form fields and links', () => {
    const html = fillNoticeParams('<p>{who}请{company}告知，见<a href="{url}">条款</a></p>', [
      { paramName: 'who', paramType: 2, paramValue: 'policyHolder.name' },
      { paramName: 'company', paramType: 1, paramValue: '示例保险' },
      { paramName: 'url', paramType: 3, paramValue: 'https://example.com/a' },
    ], values);
    expect(html).toBe('<p>王五请示例保险告知，见<a href="https://example.com/a">条款</a></p>');
  });

  it('reads the shown insured and escapes what the buyer typed', () => {
    const params = [{ paramName: 'n', paramType: 2, paramValue: 'insured[0].name' }];
    expect(fillNoticeParams('{n}', params, values)).toBe('张三');
    expect(fillNoticeParams('{n}', params, values, 1)).toBe('李&#60;四&#62;');
  });

  it('leaves a missing field empty', () => {
    expect(fillNoticeParams('[{n}]', [{ paramName: 'n', paramType: 2, paramValue: 'agent.person.name' }], values)).toBe('[]');
  });
});
