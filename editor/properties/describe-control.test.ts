import { Type } from '@sinclair/typebox';
import { describe, expect, it } from 'vitest';
import { BLOCK_LIST } from '../../schema/catalogue';
import type { ControlDescriptor, FieldDescriptor } from './control-descriptor';
import { describeControl, describeFields } from './describe-control';
import { asSchemaNode } from './schema-node';
import { StringEnum } from '../../schema/string-enum';

/** Every control of a tree, with a readable path, depth first. */
function allControls(fields: readonly FieldDescriptor[], prefix: string): [string, ControlDescriptor][] {
  return fields.flatMap((field) => walk(field.control, `${prefix}/${field.key}`));
}

function walk(control: ControlDescriptor, path: string): [string, ControlDescriptor][] {
  const own: [string, ControlDescriptor] = [path, control];
  switch (control.kind) {
    case 'object':
      return [own, ...allControls(control.fields, path)];
    case 'dataSource':
      return [own, ...allControls(control.itemFields, `${path}/*`)];
    case 'array':
      return [own, ...walk(control.item, `${path}/*`)];
    case 'tuple':
      return [own, ...control.items.flatMap((item, index) => walk(item, `${path}/${index}`))];
    case 'union':
      return [own, ...control.variants.flatMap((variant, index) => walk(variant, `${path}|${index}`))];
    default:
      return [own];
  }
}

function fieldsOf(component: string): FieldDescriptor[] {
  const block = BLOCK_LIST.find((candidate) => candidate.component === component);
  if (block === undefined) throw new Error(component);
  return describeFields(asSchemaNode(block.attrs));
}

function control(component: string, path: string): ControlDescriptor | undefined {
  return new Map(allControls(fieldsOf(component), component)).get(`${component}/${path}`);
}

describe('describeControl over the whole catalogue', () => {
  it.each(BLOCK_LIST.map((block) => [block.component]))('%s: every attr maps to a real control, none to the JSON box', (component) => {
    const controls = allControls(fieldsOf(component), component);
    expect(controls.length).toBeGreaterThan(0);
    expect(controls.filter(([, found]) => found.kind === 'json').map(([path]) => path)).toEqual([]);
    for (const [path, found] of controls) expect(found.title, path).not.toBe('');
  });

  it('covers every kind of control somewhere in the catalogue (except the JSON fallback)', () => {
    const kinds = new Set(BLOCK_LIST.flatMap((block) => allControls(fieldsOf(block.component), '').map(([, found]) => found.kind)));
    expect([...kinds].sort()).toEqual(
      ['array', 'colour', 'dataSource', 'date', 'image', 'number', 'object', 'radio', 'select', 'switch', 'text', 'textarea', 'tuple', 'union'].sort(),
    );
  });
});

describe('describeControl for real blocks', () => {
  it('image addresses (ImageUrlSchema) get the image control; link addresses stay text', () => {
    expect(control('productBanner', 'image')).toMatchObject({ kind: 'image', required: true });
    expect(control('pictures', 'images/*/src')).toMatchObject({ kind: 'image' });
    expect(control('pictures', 'images/*/link')).toMatchObject({ kind: 'text' });
    expect(control('portraitIcon', 'images/boy')).toMatchObject({ kind: 'image', required: false });
  });

  it('smsValidateCode: pinned code length, bounded countdown, scene radio labelled in Chinese', () => {
    expect(control('smsValidateCode', 'codeLength')).toMatchObject({ kind: 'number', integer: true, min: 6, max: 6, required: false });
    expect(control('smsValidateCode', 'countdownSeconds')).toMatchObject({ kind: 'number', min: 60, max: 300 });
    expect(control('smsValidateCode', 'businessType')).toMatchObject({
      kind: 'radio',
      required: true,
      options: [
        { value: 'normalValidate', label: '投保身份验证（normalValidate）' },
        { value: 'identityValidate', label: '支付验证（需先填完支付信息）（identityValidate）' },
      ],
    });
    // The options now carry the description's glosses, so it is not repeated under them.
    expect(control('smsValidateCode', 'businessType')?.description).toBeUndefined();
    expect(control('invoiceBlock', 'typeOptions/*/value')?.description).toContain('03 不展示发票明细');
    expect(control('smsValidateCode', 'phoneField')).toMatchObject({ kind: 'text', title: '手机号字段', required: true });
    expect(control('smsValidateCode', 'required')).toMatchObject({ kind: 'switch', title: '必填' });
  });

  it('planSelector: bounded scroll threshold with its default, and a list of plan ids', () => {
    expect(control('planSelector', 'scrollThreshold')).toMatchObject({ kind: 'number', min: 1, max: 10, defaultValue: 3 });
    expect(control('planSelector', 'planIds')).toMatchObject({ kind: 'array', item: { kind: 'text', title: '方案 ID' } });
  });

  it('maps option lists to dataSource controls with the right default policy', () => {
    expect(control('radioSelectItem', 'dataSource')).toMatchObject({ kind: 'dataSource', policy: 'atMostOne' });
    expect(control('paymentInfo', 'paymentMethods')).toMatchObject({ kind: 'dataSource', policy: 'exactlyOne', minItems: 1 });
    const radioList = control('radioListItem', 'dataSource');
    expect(radioList?.kind === 'dataSource' && radioList.itemFields.map((field) => field.key)).toEqual(['value', 'label', 'addition', 'remark']);
    // Options without an isDefault flag are a plain list of objects.
    expect(control('paymentPlan', 'frequencyOptions')).toMatchObject({ kind: 'array', maxItems: 2, item: { kind: 'object' } });
  });

  it('maps dates, colours, HTML and long text, and select versus radio by option count', () => {
    expect(control('datePickerItem', 'minDate')?.kind).toBe('date');
    expect(control('signatureBoard', 'penColor')?.kind).toBe('colour');
    expect(control('benefitChart', 'barColor')?.kind).toBe('colour');
    expect(control('qaList', 'items/*/answer')).toMatchObject({ kind: 'textarea', html: true });
    expect(control('inputItem', 'remark')).toMatchObject({ kind: 'textarea', html: false });
    expect(control('qaList', 'questionMark')).toMatchObject({ kind: 'text', maxLength: 2 });
    expect(control('commonHealthNotice', 'paramList/*/paramType')).toMatchObject({ kind: 'radio', options: [{ value: 1 }, { value: 2 }, { value: 3 }] });
    expect(control('yesNoNotice', 'buttons/*/condition')).toMatchObject({ kind: 'select' });
    expect(control('numberInput', 'step')).toMatchObject({ kind: 'number', integer: false, min: 0 });
  });

  it('maps nested objects and the mixed rule argument (number, text or a [min, max] pair)', () => {
    expect(control('datePickerItem', 'ageRange')).toMatchObject({ kind: 'object', fields: [{ key: 'begin' }, { key: 'end' }] });
    expect(control('inputItem', 'rules/*/rule')).toMatchObject({ kind: 'select', required: true });
    const value = control('inputItem', 'rules/*/value');
    expect(value?.kind === 'union' && value.variants.map((variant) => variant.kind)).toEqual(['number', 'text', 'tuple']);
  });
});

describe('describeControl for shapes the catalogue does not use yet', () => {
  it('reads format hints and anyOf of constants as an enum', () => {
    expect(describeControl(asSchemaNode(Type.String({ format: 'date' })), 'start', true).kind).toBe('date');
    expect(describeControl(asSchemaNode(Type.String({ format: 'color' })), 'tint', true).kind).toBe('colour');
    const literals = Type.Union([Type.Literal('a'), Type.Literal('b'), Type.Literal('c'), Type.Literal('d')]);
    expect(describeControl(asSchemaNode(literals), 'pick', true)).toMatchObject({ kind: 'select', options: [{ value: 'a' }, { value: 'b' }, { value: 'c' }, { value: 'd' }] });
    expect(describeControl(asSchemaNode(StringEnum(['x', 'y'])), 'pick', false).kind).toBe('radio');
  });

  it('falls back to a JSON box for free-form values, and so does a union containing one', () => {
    expect(describeControl(asSchemaNode(Type.Record(Type.String(), Type.String())), 'map', false).kind).toBe('json');
    expect(describeControl(asSchemaNode(Type.Unknown()), 'anything', false).kind).toBe('json');
    expect(describeControl(asSchemaNode(Type.Union([Type.String(), Type.Unknown()])), 'mixed', false).kind).toBe('json');
  });
});
