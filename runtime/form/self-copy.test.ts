import { describe, expect, it } from 'vitest';
import { isSelfRelation } from '../../shared/insured/is-self-relation';
import { copyDiffers, selfCopy } from './self-copy';

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
});
