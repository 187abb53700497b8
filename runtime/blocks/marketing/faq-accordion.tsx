import type { BlockProps } from '../block-props';
import { DisclosureList } from '../shared/content/disclosure-list';
import { RichText } from '../shared/content/rich-text';
import { SectionCard } from '../shared/content/section-card';

/**
 * Frequently asked questions: tap a question to open its answer, one at a time when `accordion`. Each
 * question is a button under an `h3`, so a keyboard reaches it and a screen reader lists it.
 */
export default function FaqAccordion({ attrs }: BlockProps<'faqAccordion'>) {
  const items = attrs.items.map((item, index) => ({
    key: String(index),
    title: item.question,
    content: <RichText html={item.answer} style={{ color: '#666', fontSize: 13 }} />,
  }));
  return (
    <SectionCard title={attrs.title}>
      <DisclosureList items={items} accordion={attrs.accordion === true} defaultOpen={attrs.expandFirst && items[0] ? [items[0].key] : []} headingLevel={attrs.title ? 3 : undefined} />
    </SectionCard>
  );
}
