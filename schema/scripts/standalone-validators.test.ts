import { describe, expect, it } from 'vitest';
import { buildStandaloneValidators } from './standalone-validators';

describe('standalone validators source', () => {
  const source = buildStandaloneValidators();

  it('is plain ESM with no require, eval or Function constructor', () => {
    expect(source).not.toMatch(/\brequire\(/);
    expect(source).not.toMatch(/\beval\s*\(/);
    expect(source).not.toMatch(/new\s+Function\s*\(/);
    expect(source).toMatch(/export const validateTemplateSchema/);
    expect(source).toMatch(/export const validateEditorMessage/);
    expect(source).toMatch(/export const validateRuntimeMessage/);
  });

  it("leaves out the catalogue's English texts, which buyers never see", () => {
    expect(source).not.toMatch(/titleEn|descriptionEn/);
    expect(source).not.toContain('Text input row');
  });
});
