import { describe, expect, it } from 'vitest';
import { errorToProblem, errorsToProblems } from './error-to-problem';

const error = (keyword: string, params: Record<string, unknown>, instancePath = '/pageList/0', schemaPath = '#/x') => ({
  keyword,
  params,
  instancePath,
  schemaPath,
});

describe('errorToProblem', () => {
  it('points a missing property at the property itself', () => {
    expect(errorToProblem(error('required', { missingProperty: 'id' }))).toEqual({ path: '/pageList/0/id', message: '缺少必填项' });
  });

  it('escapes JSON Pointer special characters in property names', () => {
    expect(errorToProblem(error('additionalProperties', { additionalProperty: 'a/b~c' })).path).toBe('/pageList/0/a~1b~0c');
  });

  it('says in Chinese what type was expected', () => {
    expect(errorToProblem(error('type', { type: 'boolean' })).message).toBe('应为布尔值');
    expect(errorToProblem(error('type', { type: ['string', 'number'] })).message).toBe('应为字符串 或 数字');
  });

  it('names an unknown component as such', () => {
    expect(errorToProblem(error('enum', { allowedValues: ['a'] }, '/pageList/0/moduleList/1/component')).message).toBe(
      '未知组件，请从组件库中选择',
    );
  });

  it('lists allowed values for other enums, and bounds for numbers and strings', () => {
    expect(errorToProblem(error('enum', { allowedValues: ['01', '02'] })).message).toBe('取值应为以下之一：01、02');
    expect(errorToProblem(error('minimum', { limit: 1 })).message).toBe('不能小于 1');
    expect(errorToProblem(error('maximum', { limit: 7 })).message).toBe('不能大于 7');
    expect(errorToProblem(error('minLength', { limit: 1 })).message).toBe('不能为空');
    expect(errorToProblem(error('maxLength', { limit: 25 })).message).toBe('长度不能超过 25 个字符');
  });
});

describe('errorsToProblems', () => {
  it('drops if wrappers and reports an anyOf once, not once per branch', () => {
    const problems = errorsToProblems([
      error('type', { type: 'number' }, '/a/value', '#/properties/value/anyOf/0/type'),
      error('type', { type: 'string' }, '/a/value', '#/properties/value/anyOf/1/type'),
      error('anyOf', {}, '/a/value', '#/properties/value/anyOf'),
      error('if', { failingKeyword: 'then' }, '/a', '#/allOf/3/if'),
    ]);
    expect(problems).toEqual([{ path: '/a/value', message: '取值不符合任何一种允许的格式' }]);
  });

  it('keeps one problem per path and message', () => {
    const twice = error('type', { type: 'string' }, '/x', '#/a');
    expect(errorsToProblems([twice, { ...twice, schemaPath: '#/b' }])).toHaveLength(1);
  });

  it('returns nothing for no errors', () => {
    expect(errorsToProblems(null)).toEqual([]);
  });
});
