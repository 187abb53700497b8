import { STORAGE_KEYS } from '../state/storage-keys';

/** Whose health notice: the holder, the agent, or the insured at an index of `insured[i]`. */
export type PersonKey = 'holder' | 'agent' | `insured_${number}`;

/** The person key of the insured at this index. */
export function insuredKey(index: number): PersonKey {
  return `insured_${index}`;
}

/** The insured index a key names, or undefined for the holder and the agent. */
export function insuredIndexOf(key: PersonKey): number | undefined {
  const match = /^insured_(\d+)$/.exec(key);
  return match ? Number(match[1]) : undefined;
}

/** Reads a person key back from storage or an address; anything else is undefined. */
export function parsePersonKey(value: string | undefined): PersonKey | undefined {
  if (value === 'holder' || value === 'agent') return value;
  return value !== undefined && /^insured_\d+$/.test(value) ? (value as PersonKey) : undefined;
}

/** The session storage key of a person's result (spec: HN_* keys). */
export function healthNoticeStorageKey(key: PersonKey): string {
  return `${STORAGE_KEYS.healthNoticePrefix}${key}`;
}

/** The form path prefix of a person's values: `policyHolder`, `insured[i]` or `agent`. */
export function personFormPath(key: PersonKey): readonly (string | number)[] {
  const index = insuredIndexOf(key);
  if (index !== undefined) return ['insured', index];
  return key === 'holder' ? ['policyHolder'] : ['agent', 'person'];
}
