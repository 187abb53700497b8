import { useEffect, useState } from 'react';
import type { DictionaryItem } from '../../schema/entities/dictionary-item';
import type { TemplateConfig } from '../../schema/template/template-config';
import { useRuntime } from '../app/runtime-context';

/**
 * The options of a select row that asks the server for them (`queryOptions`, by code, type and the
 * template's policyholder type, so a company holder gets its own list). Undefined while loading or
 * without a lookup; an empty list when the call fails (the API client has already said why).
 */
export function useServerOptions(lookup: { readonly type: string; readonly code: string } | undefined, template: TemplateConfig): readonly DictionaryItem[] | undefined {
  const { api } = useRuntime();
  const holderType = template.fields?.holderType;
  const [items, setItems] = useState<{ key: string; items: readonly DictionaryItem[] } | undefined>(undefined);
  const key = lookup ? JSON.stringify({ code: lookup.code, type: lookup.type, ...(holderType ? { holderType } : {}) }) : undefined;
  useEffect(() => {
    if (!key) return undefined;
    let current = true;
    api.call('queryOptions', JSON.parse(key) as { code: string; type: string; holderType?: string }).then(
      (reply) => current && setItems({ key, items: reply.result ?? [] }),
      () => current && setItems({ key, items: [] }),
    );
    return () => {
      current = false;
    };
  }, [api, key]);
  return key !== undefined && items?.key === key ? items.items : undefined;
}
