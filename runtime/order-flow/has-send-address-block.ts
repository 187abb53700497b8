import type { AttrsOf } from '../../schema/catalogue';
import type { TemplateConfig } from '../../schema/template/template-config';
import { walkModules } from '../../schema/template/walk-modules';

/** The invoice block's form key when its module names none. */
const DEFAULT_INVOICE_FORM_KEY = 'invoice';

/**
 * Whether the template has a send-address block that follows the invoice stored under this form key
 * (so the receiver and phone of a mailed invoice are asked there, not in the invoice block).
 */
export function hasSendAddressBlock(template: TemplateConfig, invoiceFormKey: string | undefined): boolean {
  const key = invoiceFormKey ?? DEFAULT_INVOICE_FORM_KEY;
  for (const { module } of walkModules(template)) {
    if (module.component !== 'sendAddressBlock' || module.isDefault === false) continue;
    const attrs = module.attrs as Partial<AttrsOf<'sendAddressBlock'>>;
    if ((attrs.invoiceFormKey ?? DEFAULT_INVOICE_FORM_KEY) === key) return true;
  }
  return false;
}
