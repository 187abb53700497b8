import { describe, expect, it } from 'vitest';
import { BLOCK_LIST } from '../../schema/catalogue';
import type { Module } from '../../schema/template/module';
import { describeModule } from './describe-module';
import { fieldPlacement, isPlaced } from './field-placement';
import { toPointer, type FieldPath } from './json-pointer';
import { unplacedProblems } from './unplaced-problems';
import { valueMatches } from './value-matches';

/** The pointer of every value inside a JSON value. */
function pointersOf(value: unknown, path: FieldPath): string[] {
  const own = toPointer(path);
  if (Array.isArray(value)) return [own, ...value.flatMap((item, index) => pointersOf(item, [...path, index]))];
  if (typeof value === 'object' && value !== null) {
    return [own, ...Object.entries(value).flatMap(([key, child]) => pointersOf(child, [...path, key]))];
  }
  return [own];
}

describe('field placement over the whole catalogue', () => {
  it.each(BLOCK_LIST.map((block) => [block.component, block] as const))(
    '%s: each default attr fits its control and every value inside it has a field to show a problem on',
    (component, block) => {
      const form = describeModule(component, 'zh-CN');
      const attrs = block.defaultAttrs as Record<string, unknown>;
      for (const field of form.attrFields) {
        if (attrs[field.key] !== undefined) expect(valueMatches(field.control, attrs[field.key]), field.key).toBe(true);
      }
      const placement = fieldPlacement(form.attrFields, attrs, ['attrs']);
      const inside = pointersOf(attrs, ['attrs']).filter((pointer) => pointer !== '/attrs');
      expect(inside.filter((pointer) => !isPlaced(placement, pointer))).toEqual([]);
    },
  );
});

describe('unplacedProblems', () => {
  const module: Module = {
    id: 'm1',
    component: 'inputItem',
    label: '姓名',
    isDefault: true,
    attrs: { placeholder: '请输入', rules: [{ rule: 'lenRange', value: [2, 20] }] },
  };

  it('keeps problems on fields in place and sends the rest to the top', () => {
    const problems = [
      { path: '/label', message: '不能为空' },
      { path: '/formKey', message: '格式不正确' },
      { path: '/attrs/placeholder', message: '应为字符串' },
      { path: '/attrs/rules/0/value/1', message: '应为数字' },
      { path: '/attrs/rules/3/rule', message: '缺少必填项' },
      { path: '/attrs/colour', message: '不支持的属性「colour」' },
      { path: '/attrs', message: '应为对象' },
      { path: '/children/0', message: '不能放在此处' },
    ];
    expect(unplacedProblems(problems, module, describeModule('inputItem', 'zh-CN')).map((problem) => problem.path)).toEqual([
      '/attrs/rules/3/rule',
      '/attrs/colour',
      '/attrs',
      '/children/0',
    ]);
  });

  it('shows the form key problem at the top for a block that binds no form key', () => {
    const banner: Module = { id: 'b1', component: 'productBanner', label: '头图', isDefault: true, attrs: {} };
    expect(unplacedProblems([{ path: '/formKey', message: '格式不正确' }], banner, describeModule('productBanner', 'zh-CN'))).toHaveLength(1);
  });

  it('lets the JSON box of an unknown component own every attrs problem', () => {
    const unknown: Module = { id: 'u1', component: 'noSuchBlock', label: '?', isDefault: true, attrs: { a: 1 } };
    const problems = [{ path: '/attrs/a', message: 'x' }, { path: '/component', message: '未知组件，请从组件库中选择' }];
    expect(unplacedProblems(problems, unknown, describeModule('noSuchBlock', 'zh-CN'))).toEqual([problems[1]]);
  });
});
