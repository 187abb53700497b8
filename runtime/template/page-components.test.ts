import { describe, expect, it } from 'vitest';
import type { Module } from '../../schema/template/module';
import { walkPageComponents } from './page-components';

const module = (id: string, component: string, children?: Module[]): Module => ({ id, component, label: id, attrs: {}, ...(children ? { children } : {}) }) as Module;

describe('walkPageComponents', () => {
  it('names every block a page renders once, nested ones included', () => {
    const page = {
      moduleList: [
        module('a', 'productBanner'),
        module('b', 'policyHolderModule', [module('c', 'inputItem'), module('d', 'inputItem'), module('e', 'cascadePickerItem')]),
        module('f', 'repeatableBlock', [module('g', 'tabsModule', [module('h', 'inputItem')])]),
      ],
    };
    expect([...walkPageComponents(page)].sort()).toEqual(['cascadePickerItem', 'inputItem', 'policyHolderModule', 'productBanner', 'repeatableBlock', 'tabsModule']);
  });
});
