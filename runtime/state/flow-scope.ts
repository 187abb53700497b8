import type { RuntimeQuery } from '../../shared/query/runtime-query';
import { STORAGE_KEYS } from './storage-keys';

/** Where a tab records whose flow its session storage holds, and under which keys. */
const FLOW_SCOPE_KEY = 'FLOW_SCOPE';

/** The flow the tab's session state belongs to, and the keys it has been kept under. */
interface FlowScopeRecord {
  readonly scope: string;
  readonly keys: readonly string[];
}

/**
 * Whose flow an address opens: its tenant and promotion. None without a promotion (a result, order or
 * document page continues the tab's flow) or in the editor's preview, which is no buyer's flow.
 */
export function flowScopeOf(query: RuntimeQuery): string | undefined {
  const { promotionId } = query.params;
  if (!promotionId || query.mode === 'preview') return undefined;
  return `${query.tenant}:${promotionId}`;
}

function readRecord(storage: Storage): FlowScopeRecord | undefined {
  try {
    const value = JSON.parse(storage.getItem(FLOW_SCOPE_KEY) ?? 'null') as unknown;
    if (typeof value !== 'object' || value === null) return undefined;
    const { scope, keys } = value as Record<string, unknown>;
    if (typeof scope !== 'string' || !Array.isArray(keys)) return undefined;
    return { scope, keys: keys.filter((key): key is string => typeof key === 'string') };
  } catch {
    return undefined;
  }
}

function writeRecord(storage: Storage, record: FlowScopeRecord): void {
  try {
    storage.setItem(FLOW_SCOPE_KEY, JSON.stringify(record));
  } catch {
    // Storage full or refused: the flow state itself is not kept either.
  }
}

/**
 * Makes the tab's session storage the flow of `scope` (tenant and promotion) before any of it is read:
 * when it held another promotion's flow (form values, trial, plan, notices...), every key that flow
 * was kept under is removed, so nothing of one promotion appears on another opened in the same tab. A
 * reload or a later page of the same promotion keeps everything. Returns whether anything was cleared.
 */
export function claimFlowScope(storage: Storage | undefined, scope: string | undefined): boolean {
  if (!storage || !scope) return false;
  const record = readRecord(storage);
  if (record?.scope === scope) return false;
  if (!record) {
    writeRecord(storage, { scope, keys: [] });
    return false;
  }
  for (const key of [...record.keys, STORAGE_KEYS.orderLoadDisabledOnce]) {
    try {
      storage.removeItem(key);
    } catch {
      // A key that cannot be removed cannot be written either: nothing of it will be read back.
    }
  }
  writeRecord(storage, { scope, keys: [] });
  return true;
}

/** Notes that the tab's flow keeps state under `key`, so a change of promotion clears it too. */
export function registerFlowKey(storage: Storage | undefined, key: string): void {
  if (!storage) return;
  const record = readRecord(storage);
  if (!record || record.keys.includes(key)) return;
  writeRecord(storage, { ...record, keys: [...record.keys, key] });
}
