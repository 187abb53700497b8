import { describe, it, expect } from 'vitest';
import { VALIDATION_MESSAGES as M } from './validation';

describe('VALIDATION_MESSAGES', () => {
  it('keeps the texts the spec gives in Chinese verbatim', () => {
    expect(M.required).toBe('必填');
    expect(M.smsCodePlaceholder).toBe('请输入验证码');
    expect(M.smsPhoneInvalid).toBe('请输入正确的手机号后获取验证码');
    expect(M.pleaseSelect('职业')).toBe('请选择职业');
    expect(M.pleaseInput('地址')).toBe('请输入地址');
  });

  it('renders the English glosses as natural Chinese', () => {
    expect(M.healthNoticeInsured).toBe('请完成所有被保人的健康告知');
    expect(M.healthNoticeHolder).toBe('请完成投保人的健康告知');
    expect(M.beneficiaryIncomplete).toBe('请填写完整的受益人信息');
    expect(M.beneficiaryRatioDecimals).toBe('受益比例仅支持两位小数');
    expect(M.beneficiaryOrder).toBe('受益顺序必须为正整数');
    expect(M.paymentInfoIncomplete).toBe('请填写完整的支付信息！');
    expect(M.phone).toBe('手机号码格式错误');
    expect(M.email).toBe('邮箱格式错误');
    expect(M.idCardLength).toBe('请输入18位身份证号码');
    expect(M.certificateFormat).toBe('证件号码格式错误');
  });

  it('puts the number into the texts that carry one', () => {
    expect(M.smsCodeFormat(6)).toBe('请输入6位数字验证码');
    expect(M.supervisionReadSeconds(10)).toBe('请阅读协议10秒及以上');
    expect(M.beneficiaryMax(100)).toBe('受益人最多添加100人');
    expect(M.lenRange(5, 100)).toBe('长度应为5-100个字符');
    expect(M.certificateMaxLen(18)).toBe('证件号码不能超过18位');
  });

  it('names the field in the anti-money-laundering text when it has a label', () => {
    expect(M.amlRequired('年收入')).toBe('根据反洗钱相关规定，年收入为必填项');
    expect(M.amlRequired()).toBe('根据反洗钱相关规定，此项为必填项');
  });

  it('shows buyers no English', () => {
    const texts = Object.values(M).map((message) =>
      typeof message === 'function' ? (message as (...args: unknown[]) => string)('甲', 2, 3) : message,
    );
    for (const text of texts) expect(text).not.toMatch(/[A-Za-z]{2,}/);
  });
});
