import type { ReactNode } from 'react';

/** A titled white card holding one form (holder, one insured, trial factors), with an optional action. */
export function FormCard({ title, extra, children }: { title: string; extra?: ReactNode; children: ReactNode }) {
  return (
    <section style={{ margin: '12px 12px 0', background: '#fff', borderRadius: 8, overflow: 'hidden' }}>
      {(title || extra) && (
        <header style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', padding: '12px 16px 4px' }}>
          <h2 style={{ margin: 0, fontSize: 16, fontWeight: 600, color: '#333' }}>{title}</h2>
          {extra}
        </header>
      )}
      {children}
    </section>
  );
}
