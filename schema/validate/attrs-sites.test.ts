import { describe, expect, it } from 'vitest';
import { attrsSites } from './attrs-sites';

describe('the attrs a template validation checks', () => {
  it('are those of every module of every page, children at any depth, with their JSON Pointers', () => {
    const template = {
      pageList: [
        { moduleList: [{ component: 'tabsModule', attrs: {}, children: [{ component: 'inputItem', attrs: { a: 1 }, children: [{ component: 'x', attrs: 2 }] }] }] },
        { moduleList: [{ component: 'toolbar', attrs: [] }] },
      ],
    };
    expect(attrsSites(template).map((site) => [site.component, site.path, site.attrs])).toEqual([
      ['tabsModule', '/pageList/0/moduleList/0/attrs', {}],
      ['inputItem', '/pageList/0/moduleList/0/children/0/attrs', { a: 1 }],
      ['x', '/pageList/0/moduleList/0/children/0/children/0/attrs', 2],
      ['toolbar', '/pageList/1/moduleList/0/attrs', []],
    ]);
  });

  it('skip what the schema does not reach as a module, or a module without a named component or attrs', () => {
    const template = {
      pageList: [
        'page',
        { moduleList: { 0: { component: 'toolbar', attrs: {} } } },
        { moduleList: [null, ['toolbar'], { component: 3, attrs: {} }, { component: 'toolbar' }, { attrs: {} }] },
      ],
    };
    expect(attrsSites(template)).toEqual([]);
    expect(attrsSites([{ pageList: [] }])).toEqual([]);
    expect(attrsSites({ pageList: { moduleList: [] } })).toEqual([]);
  });
});
