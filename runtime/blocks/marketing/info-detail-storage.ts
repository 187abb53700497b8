import type { AttrsOf } from '../../../schema/catalogue';

/** One item of an information list, as /infoDetails shows it. */
export type InfoItem = AttrsOf<'infoList'>['items'][number];

/** The session storage key under which the chosen item waits for /infoDetails. */
export const INFO_DETAIL_STORAGE_KEY = 'INFO_DETAIL';

/** The part of `Storage` these helpers use, so tests can pass a plain map. */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

/** Keeps the chosen item for /infoDetails, which is opened by a full page load. */
export function saveInfoDetail(store: KeyValueStore, item: InfoItem): void {
  store.setItem(INFO_DETAIL_STORAGE_KEY, JSON.stringify(item));
}

/** The item kept for /infoDetails; undefined when lost or unreadable (the page then says so). */
export function readInfoDetail(store: KeyValueStore): InfoItem | undefined {
  const raw = store.getItem(INFO_DETAIL_STORAGE_KEY);
  if (!raw) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const item = parsed as Partial<InfoItem>;
    if (typeof item.title !== 'string' || (item.style !== 'content' && item.style !== 'list')) return undefined;
    return item as InfoItem;
  } catch {
    return undefined;
  }
}
