import { describe, expect, it } from 'vitest';
import { BLOCK_LIST } from '../catalogue';
import { attrsValidatorFile, buildStandaloneValidators } from './standalone-validators';

describe('standalone validators source', () => {
  const files = new Map(buildStandaloneValidators());
  const modules = [...files].filter(([path]) => path.endsWith('.js'));

  it('is plain ESM with no require, eval or Function constructor', () => {
    for (const [path, source] of modules) {
      expect(source, path).not.toMatch(/\brequire\(/);
      expect(source, path).not.toMatch(/\beval\s*\(/);
      expect(source, path).not.toMatch(/new\s+Function\s*\(/);
    }
  });

  it('splits the template structure, each block\'s attrs and the preview messages into modules of their own', () => {
    expect(files.get('validators/template-structure.js')).toMatch(/export const validateTemplateStructure/);
    expect(files.get('validators/preview-messages.js')).toMatch(/export const validateEditorMessage/);
    expect(files.get('validators/preview-messages.js')).toMatch(/export const validateRuntimeMessage/);
    const loaders = files.get('validators/attrs-validator-loaders.js')!;
    for (const { component } of BLOCK_LIST) {
      expect(files.get(attrsValidatorFile(component)), component).toMatch(/export const validateAttrs/);
      expect(loaders).toContain(`import("./attrs/${component}.js")`);
    }
    // The structure knows every component's name, but none of their attrs.
    expect(files.get('validators/template-structure.js')).toContain('"portraitIcon"');
    expect(files.get('validators/template-structure.js')).not.toMatch(/countdownSeconds/);
  });

  it("leaves out the catalogue's texts in either language, which validate nothing and buyers never read", () => {
    for (const [path, source] of modules) {
      // An attr may be called title; a text is a title with a string for its value.
      expect(source, path).not.toMatch(/titleEn|descriptionEn|"(title|description)":"/);
      expect(source, path).not.toContain('Text input row');
    }
  });
});
