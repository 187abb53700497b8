import { useEffect, useState } from 'react';
import type { DictionaryItem } from '../../schema/entities/dictionary-item';
import { useRuntime } from '../app/runtime-context';

/**
 * The items of a flat server dictionary (certiType, country, bank...), limited to the product's goods
 * when known. Undefined while loading or without a type; an empty list when the call fails (the API
 * client has already toasted why).
 */
export function useDictionary(dictType: string | undefined): readonly DictionaryItem[] | undefined {
  const { api, query } = useRuntime();
  const goodsId = query.params.goodsId;
  const [items, setItems] = useState<readonly DictionaryItem[] | undefined>(undefined);
  useEffect(() => {
    if (!dictType) return;
    let current = true;
    api
      .call('queryDictList', { dictType, ...(goodsId ? { goodsId } : {}) })
      .then((reply) => current && setItems(reply.result ?? []))
      .catch(() => current && setItems([]));
    return () => {
      current = false;
    };
  }, [api, dictType, goodsId]);
  return dictType ? items : undefined;
}
