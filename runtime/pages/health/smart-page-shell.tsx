import { Button } from 'antd-mobile';
import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { SCREEN_MESSAGES } from '../../../shared/messages/screens';
import { ErrorPage } from '../../app/error-page';

/** A health page's frame: its title (also the document's), the content, and a bottom bar. */
export function SmartPageShell({ title, subtitle, children, footer }: { title: string; subtitle?: string; children: ReactNode; footer?: ReactNode }) {
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <main style={{ minHeight: '100vh', background: '#f5f5f5', paddingBottom: footer ? 76 : 0 }}>
      <header style={{ background: '#fff', padding: '14px 16px', marginBottom: 8 }}>
        <h1 style={{ margin: 0, fontSize: 18 }}>{title}</h1>
        {subtitle && <div style={{ fontSize: 13, color: 'var(--adm-color-weak)', marginTop: 4 }}>{subtitle}</div>}
      </header>
      {children}
      {footer && (
        <footer style={{ position: 'fixed', left: 0, right: 0, bottom: 0, display: 'flex', gap: 12, padding: '12px 16px', background: '#fff', boxShadow: '0 -1px 4px rgba(0,0,0,.06)' }}>
          {footer}
        </footer>
      )}
    </main>
  );
}

/** Shown when a questionnaire page is opened without a questionnaire in progress (or with a bad index). */
export function SmartSessionLost() {
  const navigate = useNavigate();
  return (
    <ErrorPage status="empty" title={SCREEN_MESSAGES.smartSessionLost}>
      <Button color="primary" onClick={() => navigate(`/h${window.location.search}`)}>
        {SCREEN_MESSAGES.smartBackToInsure}
      </Button>
    </ErrorPage>
  );
}
