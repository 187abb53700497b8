import type { DictionaryItem } from '../../schema/entities/dictionary-item';
import { useApiQuery } from '../api/api-queries';
import { useRuntime } from '../app/runtime-context';

/**
 * The items of a flat server dictionary (certiType, country, bank...), limited to the product's goods
 * when known. Undefined while loading or without a type; an empty list when the call fails (the API
 * client has already toasted why).
 */
export function useDictionary(dictType: string | undefined): readonly DictionaryItem[] | undefined {
  const { query } = useRuntime();
  const goodsId = query.params.goodsId;
  const items = useApiQuery('queryDictList', { dictType: dictType ?? '', ...(goodsId ? { goodsId } : {}) }, undefined, { enabled: Boolean(dictType) });
  if (!dictType) return undefined;
  if (items.data) return items.data.result ?? [];
  return items.isError && !items.isFetching ? [] : undefined;
}
