import { describe, expect, it } from 'vitest';
import { publishableTemplate } from '../testing/publishable-template';
import { runRule, withoutModules } from '../testing/run-rule';
import { emptyPageRule } from './empty-page-rule';

describe('page.empty', () => {
  it('refuses a page that shows nothing, such as a blank result page', () => {
    expect(runRule(emptyPageRule, publishableTemplate())).toEqual([]);
    expect(runRule(emptyPageRule, withoutModules(publishableTemplate(), 'result'))).toMatchObject([
      { rule: 'page.empty', path: '/pageList/3', message: '第4页「投保结果」没有任何展示的模块' },
    ]);
  });

  it('counts a page of hidden modules as empty', () => {
    const template = publishableTemplate();
    for (const module of template.pageList[2]?.moduleList ?? []) module.isDefault = false;
    expect(runRule(emptyPageRule, template).map((finding) => finding.path)).toEqual(['/pageList/2']);
  });
});
