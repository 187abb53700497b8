import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import type { Module } from '../../schema/template/module';
import { selectPage } from './select-page';
import { moduleOf, pageOf, templateOf } from './test-template';

const template = templateOf([
  pageOf('p-trial', 1, [moduleOf('banner', 'productBanner'), moduleOf('old-banner', 'productBanner', { isDefault: false })]),
  pageOf('p-form', 2, [
    moduleOf('holder', 'policyHolderModule', {
      children: [moduleOf('name', 'inputItem'), moduleOf('email', 'inputItem', { isDefault: false })],
    }),
  ], { pageCode: 'fill' }),
  pageOf('p-confirm', 3, [moduleOf('confirm', 'healthOrderConfirmModule')]),
]);

describe('selectPage', () => {
  it('shows page 1 when the address names no page', () => {
    const selection = selectPage(template, {});
    expect(selection.found && selection.page.id).toBe('p-trial');
  });

  it('matches the page query parameter to pageOrder, as a string or a number', () => {
    expect(selectPage(template, { page: '3' })).toMatchObject({ found: true, page: { id: 'p-confirm' }, pageIndex: 2 });
    expect(selectPage(template, { page: 2 })).toMatchObject({ found: true, page: { id: 'p-form' } });
  });

  it('shows 缺少配置数据 when no page has that order or the number is garbage', () => {
    expect(selectPage(template, { page: '9' })).toEqual({ found: false, reason: 'noPage', message: '缺少配置数据' });
    expect(selectPage(template, { page: 'abc' })).toMatchObject({ found: false, message: '缺少配置数据' });
  });

  it('shows 未查找到模板数据 when there is no template at all', () => {
    expect(selectPage(undefined, { page: '1' })).toEqual({ found: false, reason: 'noTemplate', message: '未查找到模板数据' });
  });

  it('reads the hash form #page=n in preference to the query', () => {
    expect(selectPage(template, { page: '1', hash: '#page=3' })).toMatchObject({ found: true, page: { id: 'p-confirm' } });
  });

  it('sends page=N&certNo=... to the page holding the person module', () => {
    expect(selectPage(template, { hash: '#page=3&certNo=110101199003074514' })).toMatchObject({ found: true, page: { id: 'p-form' } });
  });

  it('chooses by pageCode, or by page id, before anything else', () => {
    expect(selectPage(template, { page: '1', pageCode: 'fill' })).toMatchObject({ found: true, page: { id: 'p-form' } });
    expect(selectPage(template, { pageCode: 'p-confirm' })).toMatchObject({ found: true, page: { id: 'p-confirm' } });
    expect(selectPage(template, { pageCode: 'nowhere' })).toMatchObject({ found: false, message: '缺少配置数据' });
  });

  it('drops modules flagged isDefault false, also among children, without touching the template', () => {
    const first = selectPage(template, { page: 1 });
    expect(first.found && first.page.moduleList.map((m) => m.id)).toEqual(['banner']);
    const second = selectPage(template, { page: 2 });
    expect(second.found && second.page.moduleList[0]?.children?.map((m) => m.id)).toEqual(['name']);
    expect(template.pageList[0]?.moduleList).toHaveLength(2);
  });
});

const moduleArb: fc.Arbitrary<Module> = fc.letrec<{ module: Module }>((tie) => ({
  module: fc.record(
    {
      id: fc.string({ minLength: 1, maxLength: 6 }),
      component: fc.constantFrom('inputItem', 'productBanner', 'insuredModule'),
      label: fc.string({ maxLength: 4 }),
      attrs: fc.constant({}),
      isDefault: fc.boolean(),
      children: fc.array(tie('module'), { maxLength: 3, depthIdentifier: 'module' }),
    },
    { requiredKeys: ['id', 'component', 'label', 'attrs', 'isDefault'] },
  ),
})).module;

function hasHidden(modules: readonly Module[]): boolean {
  return modules.some((module) => module.isDefault === false || hasHidden(module.children ?? []));
}

describe('selectPage properties', () => {
  const templateArb = fc
    .uniqueArray(fc.integer({ min: 1, max: 20 }), { maxLength: 8 })
    .chain((orders) =>
      fc.tuple(...orders.map((order) => fc.array(moduleArb, { maxLength: 4 }).map((modules) => pageOf(`p${order}`, order, modules)))),
    )
    .map((pages) => templateOf(pages));

  it('selecting page n finds the page whose pageOrder is n, and fails exactly when none has it', () => {
    fc.assert(
      fc.property(templateArb, fc.integer({ min: 1, max: 25 }), (tpl, n) => {
        const selection = selectPage(tpl, { page: String(n) });
        const expected = tpl.pageList.find((page) => page.pageOrder === n);
        if (expected === undefined) {
          expect(selection).toMatchObject({ found: false, message: '缺少配置数据' });
        } else {
          expect(selection.found && selection.page.pageOrder).toBe(n);
          expect(selection.found && selection.page.id).toBe(expected.id);
        }
      }),
    );
  });

  it('never returns a module flagged isDefault false', () => {
    fc.assert(
      fc.property(templateArb, fc.integer({ min: 1, max: 25 }), (tpl, n) => {
        const selection = selectPage(tpl, { page: n });
        if (selection.found) expect(hasHidden(selection.page.moduleList)).toBe(false);
      }),
    );
  });
});
