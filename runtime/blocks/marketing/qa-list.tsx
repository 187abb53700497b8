import { SCREEN_MESSAGES } from '../../../shared/messages/screens';
import type { BlockProps } from '../block-props';
import { RichText } from '../shared/content/rich-text';
import { SectionCard } from '../shared/content/section-card';

function Mark({ text, filled }: { text: string; filled: boolean }) {
  return (
    <span
      aria-hidden
      style={{
        flex: 'none',
        width: 20,
        height: 20,
        lineHeight: '20px',
        textAlign: 'center',
        borderRadius: 4,
        fontSize: 12,
        color: filled ? '#fff' : 'var(--adm-color-primary)',
        background: filled ? 'var(--adm-color-primary)' : 'transparent',
        border: '1px solid var(--adm-color-primary)',
      }}
    >
      {text}
    </span>
  );
}

/** Every question with its answer laid out flat, each marked 问 / 答. */
export default function QaList({ attrs }: BlockProps<'qaList'>) {
  const q = attrs.questionMark || SCREEN_MESSAGES.questionMark;
  const a = attrs.answerMark || SCREEN_MESSAGES.answerMark;
  return (
    <SectionCard title={attrs.title}>
      <dl style={{ margin: 0 }}>
        {attrs.items.map((item, index) => (
          <div key={`${index}-${item.question}`} style={{ marginTop: index === 0 ? 0 : 16 }}>
            <dt style={{ display: 'flex', gap: 8, fontSize: 14, fontWeight: 600, color: '#333' }}>
              <Mark text={q} filled />
              {item.question}
            </dt>
            <dd style={{ display: 'flex', gap: 8, margin: '8px 0 0' }}>
              <Mark text={a} filled={false} />
              <RichText html={item.answer} style={{ color: '#666', fontSize: 13 }} />
            </dd>
          </div>
        ))}
      </dl>
    </SectionCard>
  );
}
