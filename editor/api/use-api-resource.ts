import { useCallback, useEffect, useRef, useState } from 'react';
import type { EditorApiError, EditorApiResult } from './editor-api-error';

/** Something read from the editor API: still loading, failed (with why), or there. */
export type ApiResource<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'failed'; readonly error: EditorApiError }
  | { readonly status: 'ready'; readonly value: T };

const LOADING = { status: 'loading' } as const;

/**
 * Loads with `load` whenever `key` (what is loaded, e.g. tenant and template id) changes or `reload` is
 * called. What was loaded for another key is never returned, not even for the one render before the
 * new request starts, and the answer to a superseded request is dropped: switching tenants never shows
 * (or acts on) the previous tenant's list. A reload of the same key keeps the current value meanwhile.
 */
export function useApiResource<T>(key: string, load: (signal: AbortSignal) => Promise<EditorApiResult<T>>): [ApiResource<T>, () => void] {
  const [loaded, setLoaded] = useState<{ readonly key: string; readonly resource: ApiResource<T> } | undefined>(undefined);
  const [generation, setGeneration] = useState(0);
  const latestLoad = useRef(load);
  latestLoad.current = load;

  useEffect(() => {
    const controller = new AbortController();
    void latestLoad.current(controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      setLoaded({ key, resource: result.ok ? { status: 'ready', value: result.value } : { status: 'failed', error: result.error } });
    });
    return () => controller.abort();
  }, [key, generation]);

  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  return [loaded?.key === key ? loaded.resource : LOADING, reload];
}
