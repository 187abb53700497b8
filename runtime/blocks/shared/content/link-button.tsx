import type { CSSProperties, MouseEventHandler, ReactNode } from 'react';

const LINK_LOOK: CSSProperties = { padding: 0, border: 0, background: 'none', font: 'inherit', color: 'var(--adm-color-primary)', textAlign: 'inherit', cursor: 'pointer' };

/**
 * An action that reads as a link in running text (查看, 修改, 展开, 删除): a real `button`, so it is in
 * the tab order and Enter and Space work, which an `<a>` without `href` is not and does not.
 */
export function LinkButton({ onClick, style, children }: { readonly onClick: MouseEventHandler<HTMLButtonElement>; readonly style?: CSSProperties; readonly children: ReactNode }) {
  return (
    <button type="button" onClick={onClick} style={{ ...LINK_LOOK, ...style }}>
      {children}
    </button>
  );
}
