import { useEffect, useState } from 'react';
import type { DictionaryItem } from '../../schema/entities/dictionary-item';
import { useRuntime } from '../app/runtime-context';
import type { Dictionaries } from './person-confirm-rows';

/**
 * Several server dictionaries at once (the confirmation blocks show certiType and the like by their
 * names). A type that fails stays missing, and its codes are shown as they are.
 */
export function useDictionaries(types: readonly string[]): Dictionaries {
  const { api, query } = useRuntime();
  const goodsId = query.params.goodsId;
  const [loaded, setLoaded] = useState<Record<string, readonly DictionaryItem[]>>({});
  const key = [...types].sort().join(',');
  useEffect(() => {
    let current = true;
    for (const dictType of key.split(',').filter(Boolean)) {
      api
        .call('queryDictList', { dictType, ...(goodsId ? { goodsId } : {}) })
        .then((reply) => current && setLoaded((all) => ({ ...all, [dictType]: reply.result ?? [] })))
        .catch(() => undefined);
    }
    return () => {
      current = false;
    };
  }, [api, key, goodsId]);
  return loaded;
}
