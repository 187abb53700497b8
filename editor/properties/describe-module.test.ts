import { describe, expect, it } from 'vitest';
import { BLOCK_LIST } from '../../schema/catalogue';
import type { ControlDescriptor, FieldDescriptor } from './control-descriptor';
import { describeModule } from './describe-module';

const HAN = /\p{Script=Han}/u;

/** Every control of a form with its path, depth first. */
function controls(fields: readonly FieldDescriptor[], prefix = ''): [string, ControlDescriptor][] {
  return fields.flatMap(({ key, control }) => withInner(`${prefix}${key}`, control));
}

function withInner(path: string, control: ControlDescriptor): [string, ControlDescriptor][] {
  const own: [string, ControlDescriptor] = [path, control];
  switch (control.kind) {
    case 'object':
      return [own, ...controls(control.fields, `${path}.`)];
    case 'dataSource':
      return [own, ...controls(control.itemFields, `${path}[].`)];
    case 'array':
      return [own, ...withInner(`${path}[]`, control.item)];
    case 'tuple':
      return [own, ...control.items.flatMap((item, index) => withInner(`${path}[${index}]`, item))];
    case 'union':
      return [own, ...control.variants.flatMap((variant, index) => withInner(`${path}|${index}`, variant))];
    default:
      return [own];
  }
}

/** What an operator reads of a control: its label, help and option labels. */
function texts(control: ControlDescriptor): string[] {
  const options = control.kind === 'select' || control.kind === 'radio' ? control.options.map((option) => option.label) : [];
  return [control.title, control.description ?? '', ...options];
}

describe('describeModule in both languages', () => {
  it('builds the same controls in Chinese and English, every label, help and option label of the English one in English', () => {
    for (const block of BLOCK_LIST) {
      const chinese = controls(describeModule(block.component, 'zh-CN').attrFields);
      const english = controls(describeModule(block.component, 'en-US').attrFields);
      expect(english.map(([path, control]) => `${path}:${control.kind}`), block.component).toEqual(
        chinese.map(([path, control]) => `${path}:${control.kind}`),
      );
      const chineseLeft = english.flatMap(([path, control]) => texts(control).filter((text) => HAN.test(text)).map((text) => `${path}: ${text}`));
      expect(chineseLeft, block.component).toEqual([]);
    }
  });

  it('labels enum options with their meaning and the stored value, in the language asked for', () => {
    const options = (locale: 'zh-CN' | 'en-US') => {
      const found = controls(describeModule('paymentPlan', locale).attrFields).find(([path]) => path === 'frequencyOptions[].value')?.[1];
      return found?.kind === 'radio' || found?.kind === 'select' ? found.options : [];
    };
    expect(options('en-US')).toEqual([
      { value: 'month', label: 'monthly (month)' },
      { value: 'year', label: 'yearly (year)' },
    ]);
    expect(options('zh-CN')).toEqual([
      { value: 'month', label: '月缴（month）' },
      { value: 'year', label: '年缴（year）' },
    ]);
  });
});
