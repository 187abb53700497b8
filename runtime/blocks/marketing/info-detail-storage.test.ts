import { describe, expect, it } from 'vitest';
import { INFO_DETAIL_STORAGE_KEY, readInfoDetail, saveInfoDetail, type KeyValueStore } from './info-detail-storage';

function memoryStore(): KeyValueStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value) };
}

describe('info detail storage', () => {
  it('keeps an item for the detail page and reads it back', () => {
    const store = memoryStore();
    const item = { title: '产品说明', style: 'list' as const, entries: [{ title: '等待期', text: '90天' }] };
    saveInfoDetail(store, item);
    expect(readInfoDetail(store)).toEqual(item);
  });

  it('reports lost or damaged data as absent', () => {
    const store = memoryStore();
    expect(readInfoDetail(store)).toBeUndefined();
    store.setItem(INFO_DETAIL_STORAGE_KEY, '{not json');
    expect(readInfoDetail(store)).toBeUndefined();
    store.setItem(INFO_DETAIL_STORAGE_KEY, JSON.stringify({ title: 'x', style: 'other' }));
    expect(readInfoDetail(store)).toBeUndefined();
  });
});
