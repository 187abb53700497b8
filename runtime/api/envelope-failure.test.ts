import { describe, expect, it } from 'vitest';
import { envelopeFailure } from './envelope-failure';

describe('envelopeFailure', () => {
  it('passes a success in any envelope style', () => {
    expect(envelopeFailure({ success: true, code: 0, result: 1 })).toBeUndefined();
    expect(envelopeFailure({ success: true, value: [] })).toBeUndefined();
  });

  it('reports success false or a non-zero code with the message (or msg)', () => {
    expect(envelopeFailure({ success: false, code: 40000, message: '有误' })).toEqual({ code: 40000, message: '有误' });
    expect(envelopeFailure({ success: true, code: 20019, message: '暂停投保' })).toEqual({ code: 20019, message: '暂停投保' });
    expect(envelopeFailure({ success: false, msg: '图片上传失败!' })).toEqual({ code: undefined, message: '图片上传失败!' });
  });

  it('counts a reply that is not an envelope as a failure without a message', () => {
    expect(envelopeFailure('<html>502</html>')).toEqual({ code: undefined, message: undefined });
  });
});
