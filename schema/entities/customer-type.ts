import { StringEnum } from '../string-enum';

/** Whether a party is a natural person or a company. */
export const CUSTOMER_TYPES = ['person', 'company'] as const;
export const DEFAULT_CUSTOMER_TYPE = 'person';

/** A party's customer type; parties default to DEFAULT_CUSTOMER_TYPE. */
export function CustomerTypeSchema() {
  return StringEnum(CUSTOMER_TYPES, { title: '客户类型', description: 'person 个人，company 企业', default: DEFAULT_CUSTOMER_TYPE });
}
