import { describe, expect, it } from 'vitest';
import { isSelfRelation } from '../../shared/insured/is-self-relation';
import { clearedSelfCopy, copyDiffers, rowDefaults, selfCopy } from './self-copy';

describe('self copy', () => {
  it('knows SELF in either case', () => {
    expect(isSelfRelation('SELF')).toBe(true);
    expect(isSelfRelation('self')).toBe(true);
    expect(isSelfRelation('CHILD')).toBe(false);
  });

  it('copies the named fields the holder has', () => {
    expect(selfCopy({ name: '张三', certiNo: '1', phone: '139' }, ['name', 'certiNo', 'email'])).toEqual({ name: '张三', certiNo: '1' });
    expect(selfCopy(undefined, ['name'])).toEqual({});
  });

  it('tells whether a copy changes the insured', () => {
    expect(copyDiffers({ name: '张三' }, { name: '张三' })).toBe(false);
    expect(copyDiffers({ name: '李四' }, { name: '张三' })).toBe(true);
    expect(copyDiffers(undefined, {})).toBe(false);
  });

  it('takes the copied values out of an insured who leaves SELF: back to a row default, else empty; what changed since stays', () => {
    const copied = { name: '张三', certiType: 'I', certiNo: '1', area: ['31', '3101'] };
    const insured = { name: '张三', certiType: 'I', certiNo: '2', area: ['31', '3101'], occupation: 'A01' };
    expect(clearedSelfCopy(insured, copied, { certiType: 'I' })).toEqual({ name: '', certiType: 'I', area: null });
    expect(clearedSelfCopy(undefined, copied, {})).toEqual({});
  });

  it('reads the default of each row: its defaultValue, else its default option', () => {
    const row = (formKey: string, attrs: Record<string, unknown>) => ({ id: formKey, component: 'selectItem', label: formKey, formKey, attrs, isDefault: true });
    expect(rowDefaults([
      row('certiType', { defaultValue: 'I' }),
      row('gender', { dataSource: [{ value: 'M', label: '男', isDefault: true }, { value: 'F', label: '女' }] }),
      row('name', {}),
    ])).toEqual({ certiType: 'I', gender: 'M' });
  });
});
