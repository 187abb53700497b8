import { useQueries } from '@tanstack/react-query';
import type { DictionaryItem } from '../../schema/entities/dictionary-item';
import { apiQuery } from '../api/api-queries';
import { useRuntime } from '../app/runtime-context';
import type { Dictionaries } from './person-confirm-rows';

/**
 * Several server dictionaries at once (the confirmation blocks show certiType and the like by their
 * names), each its own `queryDictList` in the query layer, shared with `useDictionary`. A type that
 * fails stays missing, and its codes are shown as they are.
 */
export function useDictionaries(types: readonly string[]): Dictionaries {
  const { api, query } = useRuntime();
  const goodsId = query.params.goodsId;
  const dictTypes = [...new Set(types)].filter(Boolean).sort();
  const replies = useQueries(
    { queries: dictTypes.map((dictType) => apiQuery(api, 'queryDictList', { dictType, ...(goodsId ? { goodsId } : {}) })) },
    api.queries,
  );
  const loaded: Record<string, readonly DictionaryItem[]> = {};
  dictTypes.forEach((dictType, index) => {
    const reply = replies[index]?.data;
    if (reply) loaded[dictType] = reply.result ?? [];
  });
  return loaded;
}
