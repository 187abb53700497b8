import { describe, expect, it } from 'vitest';
import healthProduct from '../../schema/fixtures/valid/health-product.json';
import type { Module } from '../../schema/template/module';
import { moduleOf, pageOf, templateOf } from '../../shared/pages/test-template';
import { checkTemplate } from '../template/check-template';
import { isolateProblems } from './isolate-problems';
import { MODULE_PROBLEM_COMPONENT, moduleProblemOf } from './module-problem-stand-in';
import { previewViewOf } from './preview-view';

function sample() {
  return templateOf([
    pageOf('trial', 1, [
      moduleOf('banner', 'productBanner', { label: '产品横幅' }),
      moduleOf('steps', 'stepsList', { label: '流程' }),
      moduleOf('holder', 'policyHolderModule', { label: '投保人信息', children: [moduleOf('holder-name', 'inputItem', { label: '姓名' }), moduleOf('holder-phone', 'inputItem', { label: '手机号' })] }),
    ]),
    pageOf('result', 2, [moduleOf('result', 'insureResult')]),
  ]);
}

const moduleAt = (modules: readonly unknown[], index: number) => modules[index] as Module;

describe('isolateProblems', () => {
  it('stands in for the module with the problem, carrying its problems worded as fields; all else keeps its objects', () => {
    const template = sample();
    const isolated = isolateProblems(template, [
      { path: '/pageList/0/moduleList/1/attrs/steps', message: '应为数组' },
      { path: '/pageList/0/moduleList/1/attrs/items/0/title', message: '不能为空' },
    ]);
    const page = isolated?.template.pageList[0];
    const standIn = moduleAt(page?.moduleList ?? [], 1);
    expect(standIn).toMatchObject({ id: 'steps', label: '流程', component: MODULE_PROBLEM_COMPONENT, isDefault: true });
    expect(standIn.formKey).toBeUndefined();
    expect(moduleProblemOf(standIn)).toEqual({
      component: 'stepsList',
      issues: [
        { field: 'attrs.steps', message: '应为数组' },
        { field: 'attrs.items[0].title', message: '不能为空' },
      ],
    });
    expect(page?.moduleList[0]).toBe(template.pageList[0]?.moduleList[0]);
    expect(page?.moduleList[2]).toBe(template.pageList[0]?.moduleList[2]);
    expect(isolated?.template.pageList[1]).toBe(template.pageList[1]);
    expect(isolated?.elsewhere).toEqual([]);
  });

  it('puts a broken field row on its own card inside its form, which still renders', () => {
    const template = sample();
    const isolated = isolateProblems(template, [{ path: '/pageList/0/moduleList/2/children/1/formKey', message: '格式不正确' }]);
    const holder = moduleAt(isolated?.template.pageList[0]?.moduleList ?? [], 2);
    expect(holder.component).toBe('policyHolderModule');
    expect(holder.children?.[0]).toBe(template.pageList[0]?.moduleList[2]?.children?.[0]);
    expect(moduleProblemOf(holder.children?.[1] as Module)?.issues).toEqual([{ field: 'formKey', message: '格式不正确' }]);
  });

  it('gives a broken form the problems of its broken rows too, each under the row\'s name', () => {
    const isolated = isolateProblems(sample(), [
      { path: '/pageList/0/moduleList/2/attrs/title', message: '应为字符串' },
      { path: '/pageList/0/moduleList/2/children/0/attrs/maxLength', message: '不能小于 1' },
    ]);
    const holder = moduleAt(isolated?.template.pageList[0]?.moduleList ?? [], 2);
    expect(holder.children).toBeUndefined();
    expect(moduleProblemOf(holder)?.issues).toEqual([
      { field: 'attrs.title', message: '应为字符串' },
      { field: '模块「姓名」 › attrs.maxLength', message: '不能小于 1' },
    ]);
  });

  it('lists the template\'s and pages\' own problems apart, readably, and renders the template as it is', () => {
    const template = sample();
    const isolated = isolateProblems(template, [
      { path: '/themeColor', message: '格式不正确' },
      { path: '/pageList/1/label', message: '缺少必填项' },
    ]);
    expect(isolated?.template).toBe(template);
    expect(isolated?.elsewhere).toEqual([
      { place: '模板 › themeColor', message: '格式不正确' },
      { place: '第2页 › label', message: '缺少必填项' },
    ]);
  });

  it('lists a hidden module\'s problems apart and keeps its stand-in hidden', () => {
    const template = sample();
    const hidden = { ...template, pageList: [pageOf('trial', 1, [moduleOf('steps', 'stepsList', { label: '流程', isDefault: false })])] };
    const isolated = isolateProblems(hidden, [{ path: '/pageList/0/moduleList/0/attrs/steps', message: '应为数组' }]);
    expect(isolated?.elsewhere).toEqual([{ place: '第1页 › 模块「流程」 › attrs.steps', message: '应为数组' }]);
    expect(isolated?.template.pageList[0]?.moduleList[0]).toMatchObject({ component: MODULE_PROBLEM_COMPONENT, isDefault: false });
  });

  it('leaves out what is not a page or a module, and shows nothing when no page is left', () => {
    const broken = { ...sample(), pageList: ['oops', { id: 'p', pageOrder: 1, label: 'x', moduleList: 'nope' }, { id: 'q', pageOrder: 2, label: 'y', moduleList: [7, moduleOf('a', 'stepsList')] }] };
    const isolated = isolateProblems(broken, [
      { path: '/pageList/0', message: '应为对象' },
      { path: '/pageList/1/moduleList', message: '应为数组' },
    ]);
    expect(isolated?.template.pageList.map((page) => page.moduleList.map((module) => module.id))).toEqual([[], ['a']]);
    expect(isolated?.elsewhere.map((issue) => issue.place)).toEqual(['模板 › pageList[0]', '第2页 › moduleList']);
    expect(isolateProblems({ ...sample(), pageList: [] }, [{ path: '/pageList', message: '至少需要 1 项' }])).toBeUndefined();
    expect(isolateProblems({ ...sample(), pageList: 'none' }, [])).toBeUndefined();
    expect(isolateProblems('{', [])).toBeUndefined();
  });
});

describe('previewViewOf, after the buyer app\'s own template check', () => {
  it('shows the real template with only the module broken on purpose standing in', async () => {
    const template = structuredClone(healthProduct) as { pageList: { moduleList: { attrs: Record<string, unknown> }[] }[] };
    template.pageList[0]!.moduleList[1]!.attrs.scrollThreshold = true;
    const state = await checkTemplate(template);
    expect(state.status).toBe('invalid');
    const view = previewViewOf(state);
    if (view.status !== 'shown') throw new Error('the template should show');
    const components = view.template.pageList[0]?.moduleList.map((module) => module.component);
    expect(components?.filter((component) => component === MODULE_PROBLEM_COMPONENT)).toHaveLength(1);
    expect(moduleProblemOf(view.template.pageList[0]!.moduleList[1]!)).toEqual({ component: 'planSelector', issues: [{ field: 'attrs.scrollThreshold', message: '应为整数' }] });
    expect(view.elsewhere).toEqual([]);
  });

  it('words every problem readably when nothing can be shown, and leaves loading and empty states alone', async () => {
    const view = previewViewOf(await checkTemplate({ ...structuredClone(healthProduct), pageList: 'none' }));
    expect(view).toMatchObject({ status: 'unshown', state: { status: 'invalid' } });
    expect(view.status === 'unshown' && view.issues.some((issue) => issue.place === '模板 › pageList')).toBe(true);
    expect(previewViewOf({ status: 'loading' })).toEqual({ status: 'unshown', state: { status: 'loading' }, issues: [] });
  });
});
