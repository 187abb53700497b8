import { ErrorBlock, SpinLoading } from 'antd-mobile';
import { useEffect, type ReactNode } from 'react';
import { SCREEN_MESSAGES } from '../../../shared/messages/screens';
import { PageHeading } from '../../app/page-heading';

/** A standalone page of the order routes: its browser title (its heading too) and a phone-width grey ground. */
export function PageFrame({ title, children, ownHeading = false }: {
  title: string;
  children: ReactNode;
  /** The page shows its title as its own visible `h1` (the result page): no second, hidden one. */
  ownHeading?: boolean;
}) {
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <main style={{ minHeight: '100vh', background: '#f5f5f5', paddingBottom: 24 }}>
      {ownHeading ? null : <PageHeading title={title} />}
      {children}
    </main>
  );
}

/** Waiting for the server, with what is being waited for. */
export function PageWaiting({ text }: { text?: string }) {
  return (
    <div role="status" style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 12, padding: '96px 0' }}>
      <SpinLoading color="primary" style={{ '--size': '40px' }} />
      <span style={{ color: '#666' }}>{text ?? SCREEN_MESSAGES.loading}</span>
    </div>
  );
}

/** Nothing to show, and why; never a blank page. */
export function PageMissing({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <ErrorBlock status="empty" fullPage title={text} description="">
      {children}
    </ErrorBlock>
  );
}
