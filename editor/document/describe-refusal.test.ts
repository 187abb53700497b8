import { describe, expect, it } from 'vitest';
import { DOCUMENT_MESSAGES } from '../i18n/messages/document';
import { canPlace } from './can-place';
import { describeRefusal } from './describe-refusal';
import { healthFixture } from './testing/health-fixture';

describe('describeRefusal', () => {
  it('tells the operator in Chinese or English why a drop was refused, naming the blocks in the same language', () => {
    const check = canPlace(healthFixture(), { component: 'toolbar' }, { pageId: 'page-info', parentId: 'info-holder', index: 0 });
    if (check.ok) throw new Error('the holder form must refuse a toolbar');
    expect(describeRefusal(check.refusal, DOCUMENT_MESSAGES['zh-CN'], 'zh-CN')).toBe('「投保人信息」不能包含「底部投保栏」');
    expect(describeRefusal(check.refusal, DOCUMENT_MESSAGES['en-US'], 'en-US')).toBe('“Policyholder” cannot contain “Bottom purchase bar”');
  });
});
