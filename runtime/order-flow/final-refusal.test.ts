import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error';
import { finalRefusal } from './final-refusal';

const refused = (status: number, envelope: unknown) => new ApiError('refused', '网络错误', 40400, envelope, status);

describe('finalRefusal', () => {
  it('takes a 4xx refusal as final, with the server\'s words', () => {
    expect(finalRefusal(refused(404, { success: false, code: 40400, message: '订单不存在' }))).toEqual({ message: '订单不存在', notFound: true });
    expect(finalRefusal(refused(400, { success: false, code: 40000, msg: '参数错误' }))).toEqual({ message: '参数错误', notFound: false });
  });

  it('has no words of its own to show when the server gave none', () => {
    expect(finalRefusal(refused(404, { success: false, code: 40400 }))).toEqual({ message: undefined, notFound: true });
  });

  it('leaves what may pass to be retried: offline, 5xx, 408, 429, and refusals without a status', () => {
    expect(finalRefusal(new ApiError('network', '网络异常，请稍后重试'))).toBeUndefined();
    expect(finalRefusal(refused(500, { success: false, code: 50000 }))).toBeUndefined();
    expect(finalRefusal(refused(503, { success: false, code: 50300, message: '服务繁忙' }))).toBeUndefined();
    expect(finalRefusal(refused(408, { success: false }))).toBeUndefined();
    expect(finalRefusal(refused(429, { success: false, code: 42900, message: '请求过于频繁' }))).toBeUndefined();
    expect(finalRefusal(new ApiError('refused', '订单不存在', 40400, {}))).toBeUndefined();
    expect(finalRefusal(new Error('boom'))).toBeUndefined();
  });
});
