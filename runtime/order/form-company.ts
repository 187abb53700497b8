import type { Company } from '../../schema/entities/company';
import { CERTIFICATE_TYPE_VALUES } from '../../schema/entities/limits';
import { asRecord, isFilled } from './form-person';

/**
 * A company policyholder as its form rows hold it (holderType 2): the rows reuse the person form's
 * field names where the meaning carries over (name is the company's name, certiType / certiNo its
 * certificate such as the unified social credit code, phone the contact's mobile), plus contactName.
 * Empty values are left out; undefined until the company is named.
 */
export function formCompany(value: unknown): Company | undefined {
  const form = asRecord(value);
  const text = (key: string) => {
    const entry = form?.[key];
    return typeof entry === 'string' && entry.trim() !== '' ? entry.trim() : undefined;
  };
  const companyName = text('name');
  if (!companyName) return undefined;
  const certType = CERTIFICATE_TYPE_VALUES.find((type) => type === text('certiType'));
  const certNo = text('certiNo');
  const contactName = text('contactName');
  const contactPhone = text('phone');
  const area = form?.area;
  const address = text('address');
  return {
    companyName,
    ...(certType ? { certType } : {}),
    ...(certNo ? { certNo } : {}),
    ...(contactName ? { contactName } : {}),
    ...(contactPhone ? { contactPhone } : {}),
    ...(Array.isArray(area) && isFilled(area) ? { area: area.filter((code): code is string => typeof code === 'string') } : {}),
    ...(address ? { address } : {}),
  };
}
