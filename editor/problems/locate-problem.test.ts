import { describe, expect, it } from 'vitest';
import { BLOCK_CATALOGUE } from '../../schema/catalogue';
import { healthFixture } from '../document/testing/health-fixture';
import { templateProblems } from '../document/testing/template-problems';
import { PROBLEMS_MESSAGES } from '../i18n/messages/problems';
import { describeProblemPath } from './describe-problem-path';
import { locateProblem } from './locate-problem';
import { problemTarget } from './problem-target';
import { readablePointer } from './readable-pointer';

const words = PROBLEMS_MESSAGES['zh-CN'];

describe('locateProblem', () => {
  it('leads a field problem of a nested module to that module and the field inside it', () => {
    const template = healthFixture();
    const location = locateProblem(template, '/pageList/1/moduleList/1/children/1/attrs/title');
    expect(location.modules.map((module) => module.id)).toEqual(['info-holder', 'info-holder-certiType']);
    expect(problemTarget(location)).toEqual({ pageId: 'page-info', moduleId: 'info-holder-certiType', fieldPointer: '/attrs/title' });
    expect(describeProblemPath(location, words, 'zh-CN')).toBe('第2页 › 模块「投保人信息」 › 模块「证件类型」 › attrs.title');
  });

  it('selects the page alone for a page problem and the template settings for a setting', () => {
    const template = healthFixture();
    const pageProblem = locateProblem(template, '/pageList/3/label');
    expect(problemTarget(pageProblem)).toEqual({ pageId: 'page-result', moduleId: null, fieldPointer: '' });
    expect(describeProblemPath(pageProblem, words, 'zh-CN')).toBe('第4页 › label');
    const setting = locateProblem(template, '/themeColor');
    expect(problemTarget(setting)).toEqual({ pageId: undefined, moduleId: null, fieldPointer: '/themeColor' });
    expect(describeProblemPath(setting, words, 'zh-CN')).toBe('模板 › themeColor');
  });

  it('stops at the last module that exists and keeps the rest of the pointer', () => {
    const location = locateProblem(healthFixture(), '/pageList/0/moduleList/4/children/99/attrs');
    expect(location.modules.map((module) => module.id)).toEqual(['trial-insured-factors']);
    expect(location.rest).toBe('/children/99/attrs');
    expect(locateProblem(healthFixture(), '/pageList/9/moduleList/0').page).toBeUndefined();
  });

  it('points every problem of a broken template at the module the operator changed', () => {
    const template = healthFixture();
    const holder = template.pageList[1]?.moduleList[1];
    if (holder === undefined) throw new Error('fixture changed');
    const broken = structuredClone(template);
    const brokenHolder = broken.pageList[1]?.moduleList[1];
    if (brokenHolder === undefined) throw new Error('fixture changed');
    brokenHolder.label = 42 as never;
    brokenHolder.attrs = { ...brokenHolder.attrs, title: 7 };
    const problems = templateProblems(broken);
    expect(problems.length).toBeGreaterThan(0);
    for (const problem of problems) {
      expect(problemTarget(locateProblem(broken, problem.path))).toMatchObject({ pageId: 'page-info', moduleId: holder.id });
    }
    // A module whose label is not text reads by its block's title, in the interface language.
    const block = BLOCK_CATALOGUE.get(holder.component);
    const labelProblem = locateProblem(broken, '/pageList/1/moduleList/1/label');
    expect(describeProblemPath(labelProblem, words, 'zh-CN')).toBe(`第2页 › 模块「${block?.title ?? ''}」 › label`);
    expect(describeProblemPath(labelProblem, PROBLEMS_MESSAGES['en-US'], 'en-US')).toContain(`Module "${block?.titleEn ?? ''}"`);
  });
});

describe('readablePointer', () => {
  it('reads indexes as brackets and unescapes names', () => {
    expect(readablePointer('/attrs/items/0/title')).toBe('attrs.items[0].title');
    expect(readablePointer('/attrs/a~1b~0c')).toBe('attrs.a/b~c');
    expect(readablePointer('')).toBe('');
  });
});
