import { describe, it, expect } from 'vitest';
import { FLOW_MESSAGES } from './flow';

describe('FLOW_MESSAGES', () => {
  it('carries the spec texts buyers see, verbatim', () => {
    expect(FLOW_MESSAGES).toMatchObject({
      missingPageConfig: '缺少配置数据',
      templateNotFound: '未查找到模板数据',
      renderErrorTitle: '出错了',
      renderErrorBody: '糟糕。。。出错了。。。',
      pleaseSelect: '请选择',
      agentDeclarationRequired: '请勾选营销员声明',
      notAllowedToInsure: '很抱歉，您不符合投保要求',
      gotIt: '知道了',
    });
  });

  it('has no blank text', () => {
    for (const text of Object.values(FLOW_MESSAGES)) expect(text.trim()).not.toBe('');
  });
});
