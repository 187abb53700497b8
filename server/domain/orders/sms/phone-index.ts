import type { PiiVault } from '../../../pii/pii-vault';

/** The blind index SMS codes and the outbox keep a phone by: equal phones, equal indexes, across tenants. */
export function phoneIndex(pii: PiiVault, phone: string): string {
  return pii.index('phone', phone.trim());
}
