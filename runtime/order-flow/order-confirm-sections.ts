import type { AttrsOf } from '../../schema/catalogue';
import type { Module } from '../../schema/template/module';
import type { Page } from '../../schema/template/page';

type Section = AttrsOf<'orderConfirm'>['sections'][number];

/**
 * The order summary's sections that render a confirm block of their own, with the form key that block
 * reads by default (the one the summary's section reads).
 */
const OWN_BLOCKS: ReadonlyArray<{ section: Section; component: string; formKeyAttr?: string; formKey?: string }> = [
  { section: 'beneficiary', component: 'beneficiaryConfirm' },
  { section: 'invoice', component: 'invoiceConfirm', formKeyAttr: 'invoiceFormKey', formKey: 'invoice' },
  { section: 'delivery', component: 'deliveryConfirm', formKeyAttr: 'sendAddressFormKey', formKey: 'sendAddress' },
  { section: 'agent', component: 'agentConfirm' },
];

function* modulesOf(list: readonly Module[] | undefined): Generator<Module> {
  for (const module of list ?? []) {
    if (module.isDefault === false) continue;
    yield module;
    yield* modulesOf(module.children);
  }
}

/** Whether a shown module of the page confirms the same data as the summary's section would. */
function confirmedOnPage(page: Page, own: (typeof OWN_BLOCKS)[number]): boolean {
  for (const module of modulesOf(page.moduleList)) {
    if (module.component !== own.component) continue;
    if (!own.formKeyAttr) return true;
    const key = module.attrs[own.formKeyAttr];
    if ((typeof key === 'string' && key !== '' ? key : own.formKey) === own.formKey) return true;
  }
  return false;
}

/**
 * The sections the order summary lists on this page: the configured ones, less those the page also
 * confirms in their own block (which carries its own 修改), so the invoice, its mailing address, the
 * beneficiaries or the agent show once however the template lists them.
 */
export function orderConfirmSections(sections: readonly Section[], page: Page): Section[] {
  const shownElsewhere = new Set(OWN_BLOCKS.filter((own) => confirmedOnPage(page, own)).map((own) => own.section));
  return sections.filter((section) => !shownElsewhere.has(section));
}
