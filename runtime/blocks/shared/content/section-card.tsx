import type { ReactNode } from 'react';

/** The white card with an optional heading that the display blocks sit in. */
export function SectionCard({ title, children }: { title?: string; children?: ReactNode }) {
  return (
    <section style={{ margin: '12px 12px 0', padding: 16, background: '#fff', borderRadius: 8 }}>
      {title ? <h2 style={{ margin: '0 0 12px', fontSize: 16, fontWeight: 600, color: '#333' }}>{title}</h2> : null}
      {children}
    </section>
  );
}
