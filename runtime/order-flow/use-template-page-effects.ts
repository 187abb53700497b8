import { useCallback } from 'react';
import { jumpToPageIndex } from '../../shared/pages/jump-to-page-index';
import { usePage } from '../template/page-context';
import { usePageEffects } from './use-page-effects';

/**
 * Performs a reply's page actions on a template page, where `jumpToPage` can move to another page of
 * the same template by its page code.
 */
export function useTemplatePageEffects() {
  const { template, goToPage } = usePage();
  const jumpToPage = useCallback(
    (pageCode: string) => {
      const order = jumpToPageIndex(template, pageCode);
      if (order === undefined) return false;
      goToPage(order);
      return true;
    },
    [template, goToPage],
  );
  return usePageEffects(jumpToPage);
}
