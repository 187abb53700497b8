import { describe, expect, it } from 'vitest';
import { leavesWorkspace } from './leaves-workspace';

describe('leavesWorkspace', () => {
  it('is true for another route and false within the same template', () => {
    expect(leavesWorkspace('#/templates/tpl-1?tenant=health', '#/')).toBe(true);
    expect(leavesWorkspace('#/templates/tpl-1?tenant=health', '#/blocks')).toBe(true);
    expect(leavesWorkspace('#/templates/tpl-1?tenant=health', '#/templates/tpl-2?tenant=health')).toBe(true);
    expect(leavesWorkspace('#/templates/tpl-1?tenant=health', '')).toBe(true);
    expect(leavesWorkspace('#/templates/tpl-1?tenant=health', '#/templates/tpl-1?tenant=ba')).toBe(false);
    expect(leavesWorkspace('#/templates/tpl-1', '#/templates/tpl-1')).toBe(false);
  });
});
