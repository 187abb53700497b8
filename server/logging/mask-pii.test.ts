import { describe, expect, it } from 'vitest';
import { maskText } from '../../shared/masking/mask-pii-text';
import { maskDeep } from './mask-pii';

describe('maskText', () => {
  it('masks 18- and 15-digit ID numbers, keeping the ends', () => {
    expect(maskText('certNo=11010519491231002X ok')).toBe('certNo=110105********002X ok');
    expect(maskText('old id 110105491231002')).toBe('old id 110105******002');
  });

  it('masks mobile numbers and bank accounts', () => {
    expect(maskText('phone 13912345678')).toBe('phone 139****5678');
    expect(maskText('account 6222021234567890123')).toBe('account 6222****0123');
  });

  it('leaves short numbers and order numbers alone', () => {
    expect(maskText('status 200 in 35 ms, page 3')).toBe('status 200 in 35 ms, page 3');
  });
});

describe('maskDeep', () => {
  it('masks strings anywhere in a log object', () => {
    expect(maskDeep({ holder: { phone: '13912345678', certNo: '11010519491231002X' }, list: ['13800001111'] })).toEqual({
      holder: { phone: '139****5678', certNo: '110105********002X' },
      list: ['138****1111'],
    });
  });
});
