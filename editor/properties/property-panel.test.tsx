import { createStore, Provider } from 'jotai';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BLOCK_CATALOGUE } from '../../schema/catalogue';
import type { Module } from '../../schema/template/module';
import type { Problem } from '../../schema/validate/problem';
import { editorLocaleAtom } from '../i18n/editor-locale';
import { PropertyPanel } from './property-panel';

function moduleOf(component: string, attrs?: Record<string, unknown>): Module {
  const block = BLOCK_CATALOGUE.get(component);
  return {
    id: `${component}-1`,
    component,
    label: block?.title ?? component,
    isDefault: true,
    attrs: attrs ?? structuredClone(block?.defaultAttrs as Record<string, unknown>),
  };
}

function render(module: Module, problems: Problem[] = [], locale: 'zh-CN' | 'en-US' = 'zh-CN'): string {
  const store = createStore();
  store.set(editorLocaleAtom, locale);
  const panel: ReactElement = <PropertyPanel module={module} problems={problems} onChange={() => undefined} />;
  return renderToStaticMarkup(<Provider store={store}>{panel}</Provider>);
}

/** The markup of one field, up to the next field (for a group: its title and its own problems). */
function field(html: string, pointer: string): string {
  const start = html.indexOf(`data-property-path="${pointer}"`);
  if (start === -1) throw new Error(`no field at ${pointer}`);
  const next = html.indexOf('data-property-path=', start + 1);
  return html.slice(start, next === -1 ? undefined : next);
}

function count(html: string, needle: string): number {
  return html.split(needle).length - 1;
}

describe('PropertyPanel', () => {
  it.each([...BLOCK_CATALOGUE.keys()].map((component) => [component]))('%s: renders a field for every attr with its default attrs', (component) => {
    const html = render(moduleOf(component));
    for (const key of Object.keys(BLOCK_CATALOGUE.get(component)?.attrs.properties ?? {})) {
      expect(html, key).toContain(`data-property-path="/attrs/${key}"`);
    }
    expect(html).not.toContain('role="alert"');
  });

  it('smsValidateCode: title, component name, module fields, form key, and the error on the field at fault only', () => {
    const html = render(moduleOf('smsValidateCode'), [{ path: '/attrs/phoneField', message: '格式不正确' }]);
    expect(html).toContain('短信验证码');
    expect(html).toContain('smsValidateCode');
    expect(field(html, '/label')).toContain('value="短信验证码"');
    expect(field(html, '/isDefault')).toContain('ant-switch-checked');
    expect(field(html, '/formKey')).toContain('<input');
    expect(field(html, '/attrs/businessType')).toContain('投保身份验证（normalValidate）');
    expect(field(html, '/attrs/businessType')).toContain('ant-radio');
    expect(field(html, '/attrs/countdownSeconds')).toContain('ant-input-number');
    expect(field(html, '/attrs/required')).toContain('ant-switch');

    const phone = field(html, '/attrs/phoneField');
    expect(phone).toContain('ant-input-status-error');
    expect(phone).toContain('格式不正确');
    expect(count(html, 'status-error')).toBe(1);
    expect(count(html, 'role="alert"')).toBe(1);
  });

  it('planSelector: no form key, a bounded number with its default as hint, and a list with item actions', () => {
    const html = render(moduleOf('planSelector', { title: '选择方案', planIds: ['P1', ''] }), [{ path: '/attrs/planIds/1', message: '不能为空' }]);
    expect(html).not.toContain('data-property-path="/formKey"');
    const threshold = field(html, '/attrs/scrollThreshold');
    expect(threshold).toContain('aria-valuemin="1"');
    expect(threshold).toContain('aria-valuemax="10"');
    expect(threshold).toContain('placeholder="默认 3"');
    expect(field(html, '/attrs/planIds/0')).toContain('value="P1"');
    expect(field(html, '/attrs/planIds/0')).toContain('上移');
    const second = field(html, '/attrs/planIds/1');
    expect(second).toContain('第 2 项');
    expect(second).toContain('不能为空');
    expect(second).toContain('ant-input-status-error');
    expect(field(html, '/attrs/planIds')).toContain('展示的方案');
  });

  it('radioSelectItem: a dataSource with default checkboxes, the several-defaults warning, and a row error in place', () => {
    const module = moduleOf('radioSelectItem', {
      dataSource: [
        { value: 'Y', label: '是', isDefault: true },
        { value: 'N', label: '', isDefault: true },
      ],
    });
    const html = render(module, [{ path: '/attrs/dataSource/1/label', message: '不能为空' }]);
    const list = field(html, '/attrs/dataSource');
    expect(list).toContain('多个选项被标为默认，运行时只取第一个');
    expect(field(html, '/attrs/dataSource/0')).toContain('ant-checkbox');
    expect(field(html, '/attrs/dataSource/0')).toContain('默认');
    expect(field(html, '/attrs/dataSource/1/label')).toContain('不能为空');
    expect(field(html, '/attrs/dataSource/0/label')).not.toContain('不能为空');
    expect(field(html, '/attrs/direction')).toContain('ant-radio');
  });

  it('paymentInfo: an option list that needs a default marks it with a radio', () => {
    const html = render(moduleOf('paymentInfo'));
    const option = field(html, '/attrs/paymentMethods/0');
    expect(option).toContain('ant-radio-wrapper-checked');
    expect(option).not.toContain('ant-checkbox');
    // The only option of a list that needs one cannot be removed.
    expect(option).toMatch(/<button[^>]*disabled=""[^>]*><span>删除<\/span>/);
    expect(html).toContain('至少 1 项');
  });

  it('inputItem: nested rule objects, the argument as number / text / pair, and an error inside the pair', () => {
    const module = moduleOf('inputItem', { rules: [{ rule: 'lenRange', value: [2, 'x'] }] });
    const html = render(module, [{ path: '/attrs/rules/0/value/1', message: '应为数字' }]);
    expect(field(html, '/attrs/rules/0/rule')).toContain('ant-select');
    const value = field(html, '/attrs/rules/0/value');
    expect(value).toContain('ant-segmented');
    expect(value).toContain('数字');
    expect(value).toContain('列表');
    expect(field(html, '/attrs/rules/0/value/0')).toContain('value="2"');
    expect(field(html, '/attrs/rules/0/value/1')).toContain('应为数字');
    expect(field(html, '/attrs/rules/0/value/0')).not.toContain('应为数字');
  });

  it('datePickerItem and signatureBoard: a nested object, date pickers and a colour picker', () => {
    const dates = render(moduleOf('datePickerItem', { ageRange: { begin: '30-D', end: '60-Y' }, minDate: '1950-01-01' }));
    expect(field(dates, '/attrs/ageRange')).toContain('年龄范围');
    expect(field(dates, '/attrs/ageRange/begin')).toContain('value="30-D"');
    expect(field(dates, '/attrs/minDate')).toContain('ant-picker');
    expect(field(dates, '/attrs/minDate')).toContain('value="1950-01-01"');
    const board = render(moduleOf('signatureBoard'));
    expect(field(board, '/attrs/penColor')).toContain('ant-color-picker');
  });

  it('lists the problems no field can show at the top', () => {
    const html = render(moduleOf('productBanner'), [
      { path: '/attrs/colour', message: '不支持的属性「colour」' },
      { path: '/formKey', message: '格式不正确' },
    ]);
    const top = html.indexOf('以下问题无法定位到字段');
    expect(top).toBeGreaterThan(-1);
    expect(top).toBeLessThan(html.indexOf('data-property-path="/label"'));
    expect(html).toContain('/attrs/colour');
    expect(html).toContain('不支持的属性「colour」');
  });

  it('edits the attrs of a component the catalogue does not know as JSON', () => {
    const html = render({ id: 'x', component: 'legacyBlock', label: '旧组件', isDefault: false, attrs: { size: 2 } }, [{ path: '/attrs/size', message: '应为字符串' }]);
    expect(html).toContain('组件 legacyBlock 不在组件库中');
    const attrs = field(html, '/attrs');
    expect(attrs).toContain('&quot;size&quot;: 2');
    expect(attrs).toContain('应为字符串');
    expect(field(html, '/isDefault')).not.toContain('ant-switch-checked');
  });

  it('speaks English when the operator chose it', () => {
    const html = render(moduleOf('planSelector'), [], 'en-US');
    expect(html).toContain('Attributes');
    expect(field(html, '/label')).toContain('Label');
    expect(html).toContain('>Add<');
  });
});
