import { describe, expect, it } from 'vitest';
import type { Module } from '../../../../schema/template/module';
import { findModules } from './page-modules';

const module = (id: string, component: string, children?: Module[]): Module =>
  ({ id, component, label: id, attrs: {}, isDefault: true, ...(children ? { children } : {}) }) as Module;

describe('findModules', () => {
  it('finds modules at any depth in page order', () => {
    const page = [module('a', 'clauseAgreement'), module('b', 'tabsModule', [module('c', 'clauseAgreement')]), module('d', 'toolbar')];
    expect(findModules(page, 'clauseAgreement').map((found) => found.id)).toEqual(['a', 'c']);
  });

  it('finds nothing on a page without the component', () => {
    expect(findModules([module('d', 'toolbar')], 'clauseAgreement')).toEqual([]);
  });
});
