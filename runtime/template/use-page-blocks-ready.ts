import { startTransition, useEffect, useState } from 'react';
import type { Page } from '../../schema/template/page';
import type { BlockPreloadContext } from '../blocks/block-data-preload';
import { anyConditions } from '../../shared/conditions/has-conditions';
import { preloadConditionGate } from '../conditions/condition-gate-loader';
import { walkPageComponents } from './page-components';
import { preloadBlock } from './lazy-block';
import { pageKeyOf } from './page-key';

/** The longest a page waits for its blocks before showing what has arrived (the rest load in place). */
export const PAGE_BLOCKS_WAIT_MS = 3000;

/**
 * Whether the page's blocks (nested ones included) and the data they declare have all arrived, asked
 * for together as soon as the page is known. The page paints once, complete, instead of shifting as each block replaces its
 * placeholder; a slow or failed block does not hold it past `waitMs`. Only a new page waits: edits to
 * the same page in the preview never blank it.
 */
export function usePageBlocksReady(page: Page | undefined, context: BlockPreloadContext, waitMs: number = PAGE_BLOCKS_WAIT_MS): boolean {
  const [readyPage, setReadyPage] = useState<string | undefined>(undefined);
  const pageKey = pageKeyOf(page);
  const components = page ? [...walkPageComponents(page)].sort().join(',') : '';
  useEffect(() => {
    if (!pageKey || readyPage === pageKey) return;
    let current = true;
    // The page's first render is its longest: as a transition it yields to the browser every few
    // milliseconds instead of holding the main thread until the whole page is built.
    const done = () => current && startTransition(() => setReadyPage(pageKey));
    const timer = window.setTimeout(done, waitMs);
    const blocks = components.split(',').filter(Boolean).map((component) => preloadBlock(component, context));
    // The evaluator of the page's conditions too, so a module with one paints with the rest.
    void Promise.all([...blocks, ...(page && anyConditions(page.moduleList) ? [preloadConditionGate()] : [])]).then(done);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
    // The component list and the context are read once per page (left out on purpose): later edits in
    // the preview render with the per-module placeholders instead of blanking the page.
  }, [pageKey, waitMs]);
  return pageKey !== undefined && readyPage === pageKey;
}
