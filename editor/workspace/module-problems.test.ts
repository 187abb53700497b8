import { describe, expect, it } from 'vitest';
import { healthFixture } from '../document/testing/health-fixture';
import { moduleProblems } from './module-problems';

describe('moduleProblems', () => {
  it('keeps the module’s own problems with paths relative to it, not its children’s', () => {
    const template = healthFixture();
    const holder = '/pageList/1/moduleList/1';
    const problems = [
      { path: `${holder}/attrs/title`, message: '标题过长' },
      { path: holder, message: '模块缺少表单键' },
      { path: `${holder}/children/0/attrs/label`, message: '子模块的问题' },
      { path: '/pageList/1/moduleList/10', message: '另一个模块' },
    ];
    expect(moduleProblems(template, problems, 'info-holder')).toEqual([
      { path: '/attrs/title', message: '标题过长' },
      { path: '', message: '模块缺少表单键' },
    ]);
    expect(moduleProblems(template, problems, 'info-holder-name')).toEqual([{ path: '/attrs/label', message: '子模块的问题' }]);
    expect(moduleProblems(template, problems, 'nowhere')).toEqual([]);
  });
});
