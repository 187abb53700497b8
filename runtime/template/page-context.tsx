import type { FormInstance } from 'antd-mobile/es/components/form';
import { createContext, useContext } from 'react';
import type { Page } from '../../schema/template/page';
import type { TemplateConfig } from '../../schema/template/template-config';

/** The page being shown: its template, its one form, and moving between pages. */
export interface PageContextValue {
  readonly template: TemplateConfig;
  readonly page: Page;
  readonly pageIndex: number;
  /** The page's form; blocks bind their fields into it through `FormScope`. */
  readonly form: FormInstance;
  /** Shows the page with this pageOrder (spec: forward is current + 1). */
  readonly goToPage: (pageOrder: number) => void;
}

export const PageContext = createContext<PageContextValue | undefined>(undefined);

/** The current page; only used inside `TemplatePage`. */
export function usePage(): PageContextValue {
  const value = useContext(PageContext);
  if (!value) throw new Error('usePage outside TemplatePage');
  return value;
}
