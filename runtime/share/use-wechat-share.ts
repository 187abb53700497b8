import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useRuntime } from '../app/runtime-context';
import { currentEnvironment } from '../env/runtime-environment';

/** What the template page shares: its title and, as the description, the goods name. */
export interface SharePageFacts {
  readonly title: string;
  readonly description?: string;
}

/**
 * In WeChat's browser, registers this page's share title, description, link and image, again when the
 * buyer moves to another page; elsewhere, and in the editor's preview, does nothing. The JS-SDK is
 * loaded on demand, so it never weighs on the first load, and every failure is only logged.
 */
export function useWechatShare({ title, description }: SharePageFacts): void {
  const { query } = useRuntime();
  const { search } = useLocation();
  useEffect(() => {
    if (query.mode === 'preview' || currentEnvironment().channel !== 'wechat') return;
    let current = true;
    import('./share-in-wechat')
      .then(({ shareInWechat }) =>
        current
          ? shareInWechat({ tenant: query.tenant, userId: query.params.purchaseUserId, promotionId: query.params.promotionId, title, description })
          : undefined,
      )
      .catch((error: unknown) => console.warn('WeChat share not registered', error));
    return () => {
      current = false;
    };
  }, [query, search, title, description]);
}
