import { useId, useState, type ReactNode } from 'react';

/** One question (or title) and what it opens. */
export interface DisclosureItem {
  readonly key: string;
  readonly title: ReactNode;
  readonly content: ReactNode;
}

interface Props {
  readonly items: readonly DisclosureItem[];
  /** Open at most one at a time. */
  readonly accordion?: boolean;
  readonly defaultOpen?: readonly string[];
  /** Wraps each title in a heading of this level (a FAQ under its card's `h2`), so it is listed with the headings. */
  readonly headingLevel?: 3 | 4 | undefined;
}

/**
 * Titles that open their content below them, in antd-mobile's Collapse look: each title a `button`
 * with `aria-expanded` (the WAI-ARIA disclosure and accordion patterns), reached by Tab and opened with
 * Enter or Space. antd-mobile's own Collapse makes each title an `<a>` without `href`, which keyboards
 * skip and screen readers do not call a button.
 */
export function DisclosureList({ items, accordion = false, defaultOpen = [], headingLevel }: Props) {
  const [open, setOpen] = useState<readonly string[]>(accordion ? defaultOpen.slice(0, 1) : defaultOpen);
  const id = useId();
  const toggle = (key: string) =>
    setOpen((current) => (current.includes(key) ? current.filter((other) => other !== key) : accordion ? [key] : [...current, key]));
  const Heading = headingLevel === undefined ? 'div' : (`h${headingLevel}` as const);
  return (
    <div style={{ borderTop: '1px solid var(--adm-color-border)' }}>
      {items.map((item, index) => {
        const expanded = open.includes(item.key);
        const titleId = `${id}-title-${index}`;
        const contentId = `${id}-content-${index}`;
        return (
          <div key={item.key} style={{ borderBottom: '1px solid var(--adm-color-border)' }}>
            <Heading style={{ margin: 0, fontSize: 'inherit', fontWeight: 'inherit' }}>
              <button
                type="button"
                id={titleId}
                aria-expanded={expanded}
                aria-controls={contentId}
                onClick={() => toggle(item.key)}
                style={{ display: 'flex', alignItems: 'center', gap: 8, width: '100%', minHeight: 44, padding: '12px 0', border: 0, background: 'none', font: 'inherit', fontSize: 15, color: 'var(--adm-color-text)', textAlign: 'left', cursor: 'pointer' }}
              >
                <span style={{ flex: 1, minWidth: 0 }}>{item.title}</span>
                <svg aria-hidden width="14" height="14" viewBox="0 0 14 14" style={{ flex: 'none', color: 'var(--adm-color-weak)', transform: expanded ? 'rotate(-180deg)' : undefined, transition: 'transform ease 0.3s' }}>
                  <path d="M2 5l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              </button>
            </Heading>
            <div id={contentId} role="region" aria-labelledby={titleId} hidden={!expanded} style={{ paddingBottom: 12 }}>
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
