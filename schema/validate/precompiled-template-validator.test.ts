import { describe, expect, it } from 'vitest';
import { attrsComponents } from './attrs-sites';
import { loadPrecompiledTemplateValidator, PRECOMPILED_VALIDATOR_LOADERS, type PrecompiledValidatorLoaders } from './precompiled-template-validator';

const module = (id: string, component: unknown, attrs: unknown, children?: unknown[]) => ({ id, component, label: id, attrs, isDefault: true, ...(children ? { children } : {}) });
const template = {
  schemaVersion: 3,
  themeColor: '#1677ff',
  insuranceCategory: 'healthInsurance',
  pageList: [
    { id: 'p1', pageOrder: 1, label: '一', moduleList: [module('tabs', 'tabsModule', {}, [module('name', 'inputItem', { required: 'yes' })]), module('x', 'noSuchBlock', {})] },
    { id: 'p2', pageOrder: 2, label: '二', moduleList: [module('tip', 'fullScreenTip', { countdownSeconds: 'ten' })] },
  ],
};

/** The generated loaders, counting which modules are asked for. */
function countingLoaders(): { loaders: PrecompiledValidatorLoaders; loaded: string[] } {
  const loaded: string[] = [];
  const attrs = Object.fromEntries(
    Object.entries(PRECOMPILED_VALIDATOR_LOADERS.attrs).map(([component, load]) => [component, () => (loaded.push(component), load())]),
  );
  return { loaded, loaders: { structure: () => (loaded.push('structure'), PRECOMPILED_VALIDATOR_LOADERS.structure()), attrs } };
}

describe('the precompiled template validator', () => {
  it('loads the structure and only the attrs checks of the components a template uses', async () => {
    const { loaders, loaded } = countingLoaders();
    await loadPrecompiledTemplateValidator(attrsComponents(template), loaders);
    expect(loaded.sort()).toEqual(['fullScreenTip', 'inputItem', 'structure', 'tabsModule']);
  });

  it('reports attrs problems where they are, nested modules included, and an unknown component', async () => {
    const validate = await loadPrecompiledTemplateValidator(attrsComponents(template));
    expect(validate(template)).toBe(false);
    const errors = (validate.errors ?? []).map((error) => `${error.instancePath} ${error.keyword}`);
    expect(errors).toEqual(
      expect.arrayContaining([
        '/pageList/0/moduleList/0/children/0/attrs/required type',
        '/pageList/1/moduleList/0/attrs/countdownSeconds type',
        '/pageList/0/moduleList/1/component enum',
      ]),
    );
  });

  it('refuses a template using a block whose attrs check it was not loaded with', async () => {
    const validate = await loadPrecompiledTemplateValidator(['inputItem']);
    expect(() => validate(template)).toThrow(/tabsModule/);
  });
});
