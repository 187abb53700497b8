import type { DictionaryItem } from '../../schema/entities/dictionary-item';
import type { TemplateConfig } from '../../schema/template/template-config';
import { useApiQuery } from '../api/api-queries';

/**
 * The options of a select row that asks the server for them (`queryOptions`, by code, type and the
 * template's policyholder type, so a company holder gets its own list). Undefined while loading or
 * without a lookup; an empty list when the call fails (the API client has already said why).
 */
export function useServerOptions(lookup: { readonly type: string; readonly code: string } | undefined, template: TemplateConfig): readonly DictionaryItem[] | undefined {
  const holderType = template.fields?.holderType;
  const body = { code: lookup?.code ?? '', type: lookup?.type ?? '', ...(holderType ? { holderType } : {}) };
  const options = useApiQuery('queryOptions', body, undefined, { enabled: lookup !== undefined });
  if (!lookup) return undefined;
  if (options.data) return options.data.result ?? [];
  return options.isError && !options.isFetching ? [] : undefined;
}
