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
});
