import { describe, expect, it } from 'vitest';
import { formAgent } from './form-agent';

describe('formAgent', () => {
  it('takes the 工号 and the filled person fields', () => {
    expect(formAgent({ customerCode: ' A1024 ', person: { name: '王芳', phone: '13912345678', email: '' } })).toEqual({
      customerCode: 'A1024',
      person: { name: '王芳', phone: '13912345678' },
    });
  });

  it('is nobody without a 工号', () => {
    expect(formAgent({ person: { name: '王芳' } })).toBeUndefined();
    expect(formAgent(undefined)).toBeUndefined();
    expect(formAgent('A1024')).toBeUndefined();
  });

  it('carries the agent notice\'s answers the page recorded, and nothing else put there', () => {
    const notice = { noticeType: 'healthNotice', noticeObjectType: 'agent', allowInsure: true, noticeDetailList: [{ questionCode: 'AG01', noticeContent: '已说明条款？', noticeAnswer: 'Y' }] };
    expect(formAgent({ customerCode: 'A1024', noticeQuestion: [notice, { noticeType: 'healthNotice', noticeObjectType: 'insured', noticeDetailList: [] }, 'x'] })).toEqual({
      customerCode: 'A1024',
      noticeQuestion: [notice],
    });
    expect(formAgent({ customerCode: 'A1024', noticeQuestion: 'yes' })).toEqual({ customerCode: 'A1024' });
  });
});
