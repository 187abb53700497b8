import type { Module } from '../../schema/template/module';
import type { Page } from '../../schema/template/page';
import type { TemplateConfig } from '../../schema/template/template-config';

/** Components that hold the policyholder's or an insured's information form. */
export const PERSON_MODULE_COMPONENTS: readonly string[] = ['policyHolderModule', 'insuredModule'];

function holdsPerson(modules: readonly Module[]): boolean {
  return modules.some(
    (module) =>
      module.isDefault !== false &&
      (PERSON_MODULE_COMPONENTS.includes(module.component) || holdsPerson(module.children ?? [])),
  );
}

/**
 * The first page, in page order, showing the holder or insured information module: where the health
 * notification list sends a buyer who must correct a person's details. Hidden modules do not count.
 */
export function pageHoldingPerson(template: TemplateConfig): Page | undefined {
  return [...template.pageList]
    .sort((a, b) => a.pageOrder - b.pageOrder)
    .find((page) => holdsPerson(page.moduleList));
}
