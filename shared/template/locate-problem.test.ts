import { describe, expect, it } from 'vitest';
import type { TemplateConfig } from '../../schema/template/template-config';
import { moduleOf, pageOf, templateOf } from '../pages/test-template';
import { locateProblem, pointerTokens } from './locate-problem';
import { readablePointer } from './readable-pointer';

const template = templateOf([
  pageOf('trial', 1, [moduleOf('banner', 'productBanner')]),
  pageOf('info', 2, [moduleOf('holder', 'policyHolderModule', { children: [moduleOf('holder-name', 'inputItem')] })]),
]);

describe('locateProblem', () => {
  it('follows a pointer through the modules it names, innermost last, and keeps the rest relative to that module', () => {
    const location = locateProblem(template, '/pageList/1/moduleList/0/children/0/attrs/items/2/title');
    expect(location.pageIndex).toBe(1);
    expect(location.modules.map((module) => module.id)).toEqual(['holder', 'holder-name']);
    expect(location.rest).toBe('/attrs/items/2/title');
  });

  it('leaves a page problem on its page and a template problem on the template', () => {
    expect(locateProblem(template, '/pageList/0/pageOrder')).toMatchObject({ pageIndex: 0, modules: [], rest: '/pageOrder' });
    expect(locateProblem(template, '/themeColor')).toEqual({ pageIndex: undefined, page: undefined, modules: [], rest: '/themeColor' });
  });

  it('stops at a list item that is not a module, so the item stays in the rest', () => {
    const broken = { ...template, pageList: [{ ...template.pageList[0], moduleList: ['oops'] }] } as unknown as TemplateConfig;
    expect(locateProblem(broken, '/pageList/0/moduleList/0')).toMatchObject({ pageIndex: 0, modules: [], rest: '/moduleList/0' });
  });
});

describe('readablePointer', () => {
  it('reads a pointer as a field path, list items in brackets and escapes undone', () => {
    expect(readablePointer('/attrs/items/0/title')).toBe('attrs.items[0].title');
    expect(readablePointer('/attrs/a~1b~0c')).toBe('attrs.a/b~c');
    expect(readablePointer('')).toBe('');
    expect(pointerTokens('/a~1b/c')).toEqual(['a/b', 'c']);
  });
});
