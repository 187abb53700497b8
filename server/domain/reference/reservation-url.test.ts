import { describe, expect, it } from 'vitest';
import { fillReservationUrl, withinServiceHours } from './reservation-url';

describe('fillReservationUrl', () => {
  it('puts the URL-encoded values in, empty for those absent', () => {
    expect(
      fillReservationUrl('https://kefu.cn/book?t={tenant}&no={thirdOrderNo}&type={thirdOrderNoType}&c={canalDefine}&x={other}', {
        tenant: 'ba',
        thirdOrderNo: 'A&B 1',
      }),
    ).toBe('https://kefu.cn/book?t=ba&no=A%26B%201&type=&c=&x={other}');
  });
});

describe('withinServiceHours', () => {
  it('opens at the start minute and closes at the end minute', () => {
    expect(withinServiceHours(510, 510, 1260)).toBe(true);
    expect(withinServiceHours(509, 510, 1260)).toBe(false);
    expect(withinServiceHours(1259, 510, 1260)).toBe(true);
    expect(withinServiceHours(1260, 510, 1260)).toBe(false);
  });
});
