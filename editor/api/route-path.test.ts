import { describe, expect, it } from 'vitest';
import { routePath } from './route-path';

describe('routePath', () => {
  it('fills every parameter, encoded', () => {
    expect(routePath('/templates/:templateId/versions/:version', { templateId: 'a b', version: 3 })).toBe('/templates/a%20b/versions/3');
  });

  it('leaves a path without parameters alone and refuses a missing one', () => {
    expect(routePath('/templates', undefined)).toBe('/templates');
    expect(() => routePath('/templates/:templateId', {})).toThrow(/templateId/);
  });
});
