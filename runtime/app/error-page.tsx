import ErrorBlock from 'antd-mobile/es/components/error-block';
import type { ErrorBlockProps } from 'antd-mobile/es/components/error-block';
import type { ReactNode } from 'react';

/** The heading keeps the look of the error block's title; only its meaning changes. */
const TITLE_AS_IS = { margin: 0, font: 'inherit', color: 'inherit' } as const;

/**
 * A whole page that shows why there is nothing to show (no template, no page, an address the app does
 * not know, a lost session): antd-mobile's full-page error block in the page's main landmark, its title
 * the page's one `h1`, so a screen reader finds the page and what went wrong like any other page.
 */
export function ErrorPage({ status, title, description = '', children }: { readonly status: ErrorBlockProps['status']; readonly title: string; readonly description?: ReactNode; readonly children?: ReactNode }) {
  return (
    <main>
      <ErrorBlock status={status} fullPage title={<h1 style={TITLE_AS_IS}>{title}</h1>} description={description}>
        {children}
      </ErrorBlock>
    </main>
  );
}
