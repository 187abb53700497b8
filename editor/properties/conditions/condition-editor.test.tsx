// @vitest-environment happy-dom
import { createStore, Provider } from 'jotai';
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BLOCK_CATALOGUE } from '../../../schema/catalogue';
import type { ConditionLogic } from '../../../schema/template/condition-logic';
import { conditionVariables } from '../../../schema/template/condition-variables';
import type { Problem } from '../../../schema/validate/problem';
import { healthFixture } from '../../document/testing/health-fixture';
import { CONDITIONS_MESSAGES } from '../../i18n/messages/conditions';
import { ConditionEditor } from './condition-editor';

const VARIABLES = conditionVariables(healthFixture(), BLOCK_CATALOGUE);

let root: Root | undefined;
let container: HTMLElement;

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

/** The builder over a condition held the way the document holds it; every written condition is recorded. */
function renderEditor(initial: unknown, problems: readonly Problem[] = [], locale: 'zh-CN' | 'en-US' = 'zh-CN') {
  const written: (ConditionLogic | undefined)[] = [];
  function Harness() {
    const [value, setValue] = useState<unknown>(initial);
    return (
      <ConditionEditor
        conditionKey="visibleOn"
        title={CONDITIONS_MESSAGES[locale].visibleOn}
        help={CONDITIONS_MESSAGES[locale].visibleOnHelp}
        value={value}
        variables={VARIABLES}
        problems={problems}
        messages={CONDITIONS_MESSAGES[locale]}
        onChange={(condition) => {
          written.push(condition);
          setValue(condition);
        }}
      />
    );
  }
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => root!.render(<Provider store={createStore()}><Harness /></Provider>));
  return { written, last: () => written.at(-1) };
}

function button(text: string): HTMLElement {
  const found = [...container.querySelectorAll('button')].find((element) => element.textContent?.replace(/\s+/g, ' ').trim() === text);
  if (!found) throw new Error(`no button ${text}`);
  return found;
}

function click(element: Element): void {
  act(() => (element as HTMLElement).click());
}

/** Opens the select labelled `label` in the `index`-th row and picks the option reading `text`. */
function choose(label: string, text: string, index = 0): void {
  const input = container.querySelectorAll(`[aria-label="${label}"]`)[index];
  const select = input?.closest('.ant-select');
  if (!select) throw new Error(`no select ${label}`);
  act(() => {
    select.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
  });
  const option = [...document.querySelectorAll('.ant-select-item-option')].find((element) => element.textContent?.trim() === text);
  if (!option) throw new Error(`no option ${text} in ${label}`);
  act(() => {
    option.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    (option as HTMLElement).click();
  });
}

function typeNumber(index: number, text: string): void {
  const input = container.querySelectorAll<HTMLInputElement>('.ant-input-number input')[index];
  if (!input) throw new Error('no number box');
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

const AGE = { var: 'insured.age' };

describe('ConditionEditor', () => {
  it('builds "the insured is at least 18" from a variable, an operator and a typed value', () => {
    const editor = renderEditor(undefined);
    click(button('+ 添加条件'));
    expect(editor.last()).toEqual({ and: [{ '>=': [AGE, 0] }] });
    // The row starts on the insured's age, named as operators read it.
    expect(container.querySelector('[data-condition-row]')?.textContent).toContain('被保人 · 年龄（周岁）');
    typeNumber(0, '18');
    expect(editor.last()).toEqual({ and: [{ '>=': [AGE, 18] }] });
    choose('运算符', '小于');
    expect(editor.last()).toEqual({ and: [{ '<': [AGE, 18] }] });
  });

  it('offers the operators and values of the chosen variable, from the template\'s own options', () => {
    const editor = renderEditor({ and: [{ '>=': [AGE, 18] }] });
    choose('变量', '被保人 · 有无社保');
    expect(editor.last()).toEqual({ and: [{ '==': [{ var: 'insured.socialSecurity' }, 'Y'] }] });
    choose('值', '无社保（N）');
    expect(editor.last()).toEqual({ and: [{ '==': [{ var: 'insured.socialSecurity' }, 'N'] }] });
    choose('运算符', '是其中之一');
    expect(editor.last()).toEqual({ and: [{ in: [{ var: 'insured.socialSecurity' }, ['N']] }] });
    choose('运算符', '已填写');
    expect(editor.last()).toEqual({ and: [{ '!!': [{ var: 'insured.socialSecurity' }] }] });
    expect(container.querySelectorAll('[aria-label="值"]')).toHaveLength(0);
  });

  it('combines rows and a nested group with and / or, and clears the condition with its last row', () => {
    const editor = renderEditor({ and: [{ '>=': [AGE, 18] }] });
    click(button('+ 添加条件组'));
    const nested = container.querySelectorAll('[data-condition-group]')[1]!;
    click([...nested.querySelectorAll('label')].find((label) => label.textContent === '满足全部')!);
    choose('变量', '打开方式', 1);
    choose('值', '微信（wechat）', 1);
    expect(editor.last()).toEqual({ and: [{ '>=': [AGE, 18] }, { and: [{ '==': [{ var: 'client' }, 'wechat'] }] }] });
    click(container.querySelectorAll('[aria-label="删除此条件组"]')[0]!);
    expect(editor.last()).toEqual({ and: [{ '>=': [AGE, 18] }] });
    click(container.querySelectorAll('[aria-label="删除此条件"]')[0]!);
    expect(editor.last()).toBeUndefined();
    expect(button('+ 添加条件')).toBeTruthy();
  });

  it('shows each problem under its row, and a hand-written condition it cannot show as JSON', () => {
    renderEditor({ or: [{ '>=': [AGE, 18] }, { '==': [{ var: 'insured.shoes' }, 1] }] }, [{ path: '/visibleOn/or/1/==/0/var', message: '未知变量「insured.shoes」' }]);
    const rows = container.querySelectorAll('[data-condition-row]');
    expect(rows[1]?.getAttribute('data-property-path')).toBe('/visibleOn/or/1');
    expect(rows[1]?.textContent).toContain('未知变量「insured.shoes」');
    expect(rows[0]?.textContent).not.toContain('未知变量');
    act(() => root?.unmount());
    const editor = renderEditor({ '!': { and: [{ '>=': [AGE, 18] }] } });
    expect(container.textContent).toContain('此条件超出可视化编辑的范围，请在代码视图中修改');
    expect(container.textContent).toContain('{"!":{"and":[{">=":[{"var":"insured.age"},18]}]}}');
    click(button('清除'));
    expect(editor.last()).toBeUndefined();
  });

  it('speaks English in the English interface', () => {
    renderEditor({ and: [{ '==': [{ var: 'environment' }, 'PROD'] }, { '<': [AGE, 18] }] }, [], 'en-US');
    expect(container.textContent).toContain('Shown when');
    expect(container.textContent).toContain('Deployment');
    expect(container.textContent).toContain('equals');
    expect(container.textContent).toContain('Production (PROD)');
    expect(container.textContent).toContain('Insured · Age (years)');
    expect(container.textContent).not.toMatch(/[\u4e00-\u9fff]/);
  });
});
