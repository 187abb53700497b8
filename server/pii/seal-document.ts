import { mapDeep, WALK_ON } from '../app/map-deep';
import { SEALED_PREFIX, type PiiVault } from './pii-vault';

/**
 * The fields that hold personal data wherever they sit in an order, a priced insured list or bank
 * details: names, certificate numbers, birthdays, phones, emails, addresses, workplaces and bank
 * accounts, of every party (holder, insured, beneficiary, agent, invoice receiver, company contact).
 */
export const PII_FIELD_NAMES: ReadonlySet<string> = new Set([
  'name',
  'certNo',
  'birthday',
  'phone',
  'phoneNo',
  'email',
  'address',
  'workUnit',
  'workPlace',
  'bankAccount',
  'bankAccountName',
  'receiverName',
  'receiverPhone',
  'receiverAddress',
  'contactName',
  'contactPhone',
  'companyAddress',
  'companyPhone',
  'holderName',
  'insuredName',
]);

/** Stored documents are far shallower: the hostile-input guard refuses requests deeper than 32. */
const MAX_DEPTH = 64;

/** A copy of a document with every non-empty string under a personal-data field sealed. */
export function sealDocument<T>(document: T, vault: PiiVault): T {
  return mapDeep(
    document,
    (value, key) => (key !== undefined && PII_FIELD_NAMES.has(key) && typeof value === 'string' && value !== '' && !value.startsWith(SEALED_PREFIX) ? vault.seal(value) : WALK_ON),
    MAX_DEPTH,
  ) as T;
}

/** A copy of a stored document with every sealed value opened, wherever it sits. */
export function openDocument<T>(document: T, vault: PiiVault): T {
  return mapDeep(document, (value) => (typeof value === 'string' && value.startsWith(SEALED_PREFIX) ? vault.open(value) : WALK_ON), MAX_DEPTH) as T;
}

/** Whether any string anywhere in a stored document still needs sealing with the current key. */
export function needsResealing(document: unknown, vault: PiiVault): boolean {
  let stale = false;
  mapDeep(
    document,
    (value, key) => {
      if (typeof value !== 'string' || value === '') return WALK_ON;
      if (value.startsWith(SEALED_PREFIX) ? !vault.isCurrent(value) : key !== undefined && PII_FIELD_NAMES.has(key)) stale = true;
      return value;
    },
    MAX_DEPTH,
  );
  return stale;
}

/** A stored document re-sealed with the current key: opened, then sealed again. */
export function resealDocument<T>(document: T, vault: PiiVault): T {
  return sealDocument(openDocument(document, vault), vault);
}
