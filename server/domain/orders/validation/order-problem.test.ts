import { describe, expect, it } from 'vitest';
import type { Order } from '../../../../schema/entities/order';
import { residentIdNumber } from '../../../../shared/flow-walk/walk-people';
import { checkContext } from './check-context';
import { normalizeOrder } from './normalize-order';
import { orderProblem } from './order-problem';

const NOW = new Date('2026-11-21T02:00:00.000Z');
const TOMORROW = Date.parse('2026-11-21T16:00:00.000Z');

const holder = { customerType: 'person' as const, person: { name: '张伟', certType: 'I' as const, certNo: '11010119900307109X', phone: '13812345678' } };
const complete: Order = {
  planId: 'P-HEALTH-BASIC',
  holder,
  insuredList: [{ holderRelation: 'SELF', selected: true, allowInsure: true, beneficiaryType: 'LEGAL' }],
  packageList: [],
  insuranceStartDate: TOMORROW,
};

const submit = checkContext(NOW, 'submit');
const step = checkContext(NOW, 'step');

describe('orderProblem', () => {
  it('passes a complete order', () => {
    expect(orderProblem(complete, submit)).toBeUndefined();
  });

  it('lets a page of a partial order pass, but not a wrong value on it', () => {
    expect(orderProblem({ planId: 'P', holder: { person: { name: '张伟' } } }, step)).toBeUndefined();
    expect(orderProblem({ planId: 'P', holder: { person: { phone: '12345' } } }, step)).toBe('投保人：手机号码格式错误');
  });

  it('judges the agent notice as declarations: 是 to every item passes, a 否 stops the order with the declaration message', () => {
    const agentWith = (answers: readonly ('Y' | 'N' | undefined)[]): Order => ({
      ...complete,
      agent: {
        customerCode: 'A1024',
        noticeQuestion: [{
          noticeType: 'healthNotice',
          noticeObjectType: 'agent',
          noticeDetailList: answers.map((noticeAnswer, index) => ({ questionCode: `AG0${index + 1}`, noticeContent: '', ...(noticeAnswer ? { noticeAnswer } : {}) })),
        }],
      },
    });
    expect(orderProblem(agentWith(['Y', 'Y', 'Y', 'Y']), submit)).toBeUndefined();
    expect(orderProblem(agentWith(['Y', 'Y', 'Y', 'Y']), step)).toBeUndefined();
    for (const stage of [step, submit]) {
      expect(orderProblem(agentWith(['Y', 'N', 'Y', 'Y']), stage)).toBe('营销员告知的各项声明须全部属实（均回答“是”）方可继续投保；请先向投保人完成说明与提示，再如实作答');
      expect(orderProblem(agentWith(['N', 'N', 'N', 'N']), stage)).toContain('营销员告知');
    }
    expect(orderProblem(agentWith(['Y', undefined, 'Y', 'Y']), submit)).toBe('请完成营销员告知');
  });

  it('demands the holder identity and a selected insured on submit', () => {
    expect(orderProblem({ ...complete, holder: { person: { name: '张伟' } } }, submit)).toBe('投保人：请选择证件类型');
    expect(orderProblem({ ...complete, insuredList: [{ selected: false }] }, submit)).toBe('请至少选择一个被保人');
  });

  it('checks certificate numbers by type', () => {
    const badId = { ...complete, holder: { person: { ...holder.person, certNo: '110101199003071094' } } };
    expect(orderProblem(badId, submit)).toBe('投保人：证件号码格式错误');
  });

  it('refuses two SELF insureds, a refused health notice and an unfinished one', () => {
    const self = { holderRelation: 'SELF', selected: true, allowInsure: true };
    expect(orderProblem({ ...complete, insuredList: [self, { ...self, holderRelation: 'self' }] }, submit)).toBe('被保人与投保人关系不能同时存在两个本人');
    expect(orderProblem({ ...complete, insuredList: [{ ...self, allowInsure: false }] }, step)).toBe('很抱歉，您不符合投保要求');
    expect(orderProblem({ ...complete, insuredList: [{ ...self, allowInsure: null }] }, submit)).toBe('请完成所有被保人的健康告知');
  });

  it('checks designated beneficiaries of each insured', () => {
    const insured = { holderRelation: 'SELF', selected: true, beneficiaryType: 'designated' as const };
    expect(orderProblem({ ...complete, insuredList: [insured] }, submit)).toBe('被保人1的受益人：未添加受益人');
    const split = [
      { person: { name: '张小红' }, benefitOrder: 1, benefitRatio: 60 },
      { person: { name: '张小军' }, benefitOrder: 1, benefitRatio: 30 },
    ];
    expect(orderProblem({ ...complete, insuredList: [{ ...insured, beneficiaryList: split }] }, submit)).toBe('被保人1的受益人：受益比例之和必须为100%');
  });

  it('refuses a start date before tomorrow and an incomplete invoice', () => {
    expect(orderProblem({ ...complete, insuranceStartDate: TOMORROW - 1 }, submit)).toBe('保障起期最早为次日，请重新选择');
    expect(orderProblem({ ...complete, invoice: { invoiceType: '01', companyName: '某某公司' } }, submit)).toBe('请填写完整的发票信息');
  });

  it('refuses a start date past the last day the picker offers, such as 1e20', () => {
    expect(orderProblem({ ...complete, insuranceStartDate: 1e20 }, submit)).toBe('保障起期超出可选范围，请重新选择');
    expect(orderProblem({ ...complete, insuranceStartDate: Date.parse('2060-12-30T16:00:00.000Z') }, submit)).toBeUndefined();
    expect(orderProblem({ ...complete, insuranceStartDate: Date.parse('2060-12-31T16:00:00.000Z') }, submit)).toBe('保障起期超出可选范围，请重新选择');
  });

  it('refuses a birthday or gender the resident ID number contradicts', () => {
    const withPerson = (person: object): Order => ({ ...complete, holder: { ...holder, person: { ...holder.person, ...person } } });
    expect(orderProblem(withPerson({ birthday: '1990-03-07', gender: 'M' }), submit)).toBeUndefined();
    expect(orderProblem(withPerson({ birthday: '2001-03-07' }), submit)).toBe('投保人：出生日期与身份证号码不一致');
    expect(orderProblem(withPerson({ gender: 'F' }), submit)).toBe('投保人：性别与身份证号码不一致');
    // Other certificates carry no birthday to compare.
    expect(orderProblem(withPerson({ certType: 'P', certNo: 'E12345678', birthday: '2001-03-07' }), submit)).toBeUndefined();
  });

  it('holds the address, work unit, work place and age to the lengths the form allows', () => {
    const withPerson = (person: object): Order => ({ ...complete, holder: { ...holder, person: { ...holder.person, ...person } } });
    expect(orderProblem(withPerson({ address: '文'.repeat(25), workUnit: '杭州某某公司', workPlace: '杭州市西湖区', age: 99 }), submit)).toBeUndefined();
    expect(orderProblem(withPerson({ address: '文'.repeat(26) }), submit)).toBe('投保人：详细地址不能超过25个字');
    expect(orderProblem(withPerson({ workUnit: '某某公司' }), step)).toBe('投保人：工作单位应为5-100个字');
    expect(orderProblem(withPerson({ workPlace: '地'.repeat(101) }), step)).toBe('投保人：工作地点应为5-100个字');
    expect(orderProblem(withPerson({ age: 100 }), step)).toBe('投保人：年龄最多2位数字');
  });

  it('refuses a person holder under the minimum age (18 unless the template says otherwise), by birthday or ID number; not a company', () => {
    const withPerson = (person: object): Order => ({ ...complete, holder: { ...holder, person: { ...holder.person, ...person } } });
    const seventeen = withPerson({ certNo: residentIdNumber('2008-11-22', 'M') });
    expect(orderProblem(seventeen, submit)).toBe('投保人须年满18周岁');
    expect(orderProblem(seventeen, step)).toBe('投保人须年满18周岁');
    expect(orderProblem(withPerson({ certNo: residentIdNumber('2008-11-21', 'M') }), submit)).toBeUndefined();
    // An infant insuring themself is a holder too.
    expect(orderProblem(withPerson({ certNo: residentIdNumber('2025-05-01', 'F') }), submit)).toBe('投保人须年满18周岁');
    expect(orderProblem(withPerson({ certType: 'P', certNo: 'E12345678', birthday: '2010-01-01' }), submit)).toBe('投保人须年满18周岁');
    expect(orderProblem(withPerson({ certNo: residentIdNumber('2004-11-22', 'M') }), { ...submit, holderMinAge: 22 })).toBe('投保人须年满22周岁');
    const company: Order = { ...complete, holder: { customerType: 'company', company: { companyName: '上海安心示例科技有限公司' }, person: seventeen.holder?.person } };
    expect(orderProblem(company, submit)).toBeUndefined();
  });

  it('requires the anti-money-laundering fields from a total premium of 200000 yuan', () => {
    expect(orderProblem(complete, checkContext(NOW, 'submit', 19_999_999))).toBeUndefined();
    expect(orderProblem(complete, checkContext(NOW, 'submit', 20_000_000))).toBe('投保人：根据反洗钱相关规定，详细地址为必填项');
  });
});

describe('normalizeOrder', () => {
  it('derives birthday and gender from an ID card and copies the holder into a SELF insured', () => {
    const normalized = normalizeOrder({ ...complete, holder: { person: { ...holder.person, certNo: '11010119900307109x', birthday: '2000-01-01' } } }, '2026-11-21');
    expect(normalized.holder?.person).toMatchObject({ certNo: '11010119900307109X', birthday: '1990-03-07', gender: 'M' });
    expect(normalized.insuredList?.[0]?.person).toMatchObject({ name: '张伟', certNo: '11010119900307109X', birthday: '1990-03-07' });
  });
});
