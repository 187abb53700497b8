import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { RULE_NAMES, type RuleSpec } from '../../schema/template/rule-spec';
import { idCardCheckChar } from '../identity/id-card-check-char';
import { RULE_CATALOGUE, validateField } from './rule-catalogue';
import type { RuleContext } from './rule-context';

describe('RULE_CATALOGUE', () => {
  it('has a rule for every name a template may use, and no other', () => {
    expect(Object.keys(RULE_CATALOGUE).sort()).toEqual([...RULE_NAMES].sort());
    for (const name of RULE_NAMES) expect(RULE_CATALOGUE[name]).toBeTypeOf('function');
  });

  it('lets a template message replace the default text', () => {
    expect(RULE_CATALOGUE.phone('123', { rule: 'phone', message: '请填写投保人手机号' }, {})).toBe('请填写投保人手机号');
    expect(RULE_CATALOGUE.phone('123', { rule: 'phone', message: '  ' }, {})).toBe('手机号码格式错误');
  });
});

describe('validateField', () => {
  it('passes an empty value that is not required', () => {
    const specs: RuleSpec[] = [{ rule: 'phone' }, { rule: 'email' }, { rule: 'lenRange', value: [5, 100] }];
    expect(validateField('   ', specs)).toBeUndefined();
    expect(validateField(undefined, specs)).toBeUndefined();
  });

  it('gives the required text by kind and label, or the custom one', () => {
    const specs: RuleSpec[] = [{ rule: 'required' }, { rule: 'phone' }];
    expect(validateField('', specs, { kind: 'input', label: '手机号' })).toBe('请输入手机号');
    expect(validateField('', specs, { kind: 'select', label: '证件类型' })).toBe('请选择证件类型');
    expect(validateField('', specs)).toBe('必填');
    expect(validateField('', [{ rule: 'required', message: '请填写手机号' }])).toBe('请填写手机号');
  });

  it('treats the field required flag as a leading required rule', () => {
    expect(validateField('', [{ rule: 'phone' }], { required: true, label: '手机号' })).toBe('请输入手机号');
    expect(validateField('', [{ rule: 'phone' }], { required: true, requiredMessage: '手机号不能为空' })).toBe(
      '手机号不能为空',
    );
  });

  it('returns the first failing rule in template order', () => {
    const specs: RuleSpec[] = [{ rule: 'int' }, { rule: 'max', value: 99 }];
    expect(validateField('12.5', specs)).toBe('请输入整数');
    expect(validateField('120', specs)).toBe('不能大于99');
    expect(validateField('42', specs)).toBeUndefined();
  });

  it('compares with another field and reads the premium from the context', () => {
    const context: RuleContext = { values: { phone: '13800138000' }, totalPremiumFen: 25_000_000, label: '地址' };
    expect(validateField('13800138001', [{ rule: 'equalsTo', value: 'phone' }], context)).toBe('两次输入不一致');
    expect(validateField('', [{ rule: 'aml' }, { rule: 'maxLen', value: 25 }], context)).toBe(
      '根据反洗钱相关规定，地址为必填项',
    );
  });
});

const whitespace = fc.array(fc.constantFrom(' ', '\t', '\u3000'), { maxLength: 3 }).map((chars) => chars.join(''));
const digits = (count: number) => fc.stringMatching(new RegExp(`^\\d{${count}}$`));
const isoDate = fc
  .date({ min: new Date('1950-01-01T00:00:00Z'), max: new Date('2020-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));
const idCard = fc
  .tuple(digits(6), isoDate, digits(3))
  .map(([region, birthday, sequence]) => `${region}${birthday.replaceAll('-', '')}${sequence}`)
  .map((first17) => first17 + idCardCheckChar(first17));

/** For each rule, values it must accept: surrounding spaces may not change the verdict. */
const validCases: readonly { spec: RuleSpec; values: fc.Arbitrary<string>; context?: RuleContext }[] = [
  { spec: { rule: 'required' }, values: fc.string({ minLength: 1 }).filter((text) => text.trim() !== '') },
  { spec: { rule: 'phone' }, values: fc.stringMatching(/^1[3-9]\d{9}$/) },
  { spec: { rule: 'number' }, values: fc.stringMatching(/^\d{1,8}(\.\d{1,2})?$/) },
  { spec: { rule: 'int' }, values: fc.integer().map(String) },
  { spec: { rule: 'min', value: 10 }, values: fc.integer({ min: 10 }).map(String) },
  { spec: { rule: 'max', value: 10 }, values: fc.integer({ max: 10 }).map(String) },
  { spec: { rule: 'maxLen', value: 7 }, values: fc.stringMatching(/^[A-Z0-9]{1,7}$/) },
  { spec: { rule: 'minLen', value: 5 }, values: fc.stringMatching(/^[a-z]{5,20}$/) },
  { spec: { rule: 'lenRange', value: [5, 100] }, values: fc.stringMatching(/^[a-z]{5,100}$/) },
  { spec: { rule: 'pattern', value: '^[A-Z]{2}\\d+$' }, values: fc.stringMatching(/^[A-Z]{2}\d{1,5}$/) },
  { spec: { rule: 'idCard' }, values: idCard },
  { spec: { rule: 'officialCard' }, values: digits(8) },
  { spec: { rule: 'passportCard' }, values: fc.stringMatching(/^[A-Za-z]\d{8}$/) },
  { spec: { rule: 'name' }, values: fc.stringMatching(/^[张王李赵]{2,5}(·[买提古丽]{2,4})?$/) },
  { spec: { rule: 'formName' }, values: fc.stringMatching(/^[A-Za-z张王]{2,30}$/) },
  { spec: { rule: 'email' }, values: fc.stringMatching(/^[a-z0-9]{1,10}@[a-z]{1,10}\.(com|cn)$/) },
  { spec: { rule: 'date' }, values: isoDate },
  { spec: { rule: 'zh' }, values: fc.stringMatching(/^[北京上海广州]{1,10}$/) },
  { spec: { rule: 'mustTrue' }, values: fc.constant('true') },
  { spec: { rule: 'aml' }, values: digits(6), context: { totalPremiumFen: 30_000_000 } },
  { spec: { rule: 'certificate' }, values: idCard, context: { values: { certiType: 'I' } } },
  { spec: { rule: 'ratio' }, values: fc.integer({ min: 0, max: 100 }).map(String) },
  { spec: { rule: 'smsCode' }, values: digits(6) },
  { spec: { rule: 'equalsTo', value: 'other' }, values: fc.constant('6222'), context: { values: { other: '6222' } } },
];

describe('rules run on the trimmed value', () => {
  it('covers every rule with a trimming property', () => {
    expect(new Set(validCases.map(({ spec }) => spec.rule))).toEqual(new Set(RULE_NAMES));
  });

  for (const { spec, values, context } of validCases) {
    it(`keeps a valid ${spec.rule} value valid with spaces around it`, () => {
      fc.assert(
        fc.property(values, whitespace, whitespace, (value, before, after) => {
          expect(validateField(value, [spec], context)).toBeUndefined();
          expect(validateField(`${before}${value}${after}`, [spec], context)).toBeUndefined();
        }),
        { numRuns: 50 },
      );
    });
  }
});
