import { Collapse } from 'antd-mobile';
import type { BlockProps } from '../block-props';
import { RichText } from '../shared/content/rich-text';
import { SectionCard } from '../shared/content/section-card';

/** Frequently asked questions: tap a question to open its answer, one at a time when `accordion`. */
export default function FaqAccordion({ attrs }: BlockProps<'faqAccordion'>) {
  const keys = attrs.items.map((_item, index) => String(index));
  const first = attrs.expandFirst && keys[0] !== undefined ? keys[0] : undefined;
  const items = attrs.items.map((item, index) => (
    <Collapse.Panel key={String(index)} title={item.question}>
      <RichText html={item.answer} style={{ color: '#666', fontSize: 13 }} />
    </Collapse.Panel>
  ));
  return (
    <SectionCard title={attrs.title}>
      {attrs.accordion ? (
        <Collapse accordion defaultActiveKey={first ?? null}>
          {items}
        </Collapse>
      ) : (
        <Collapse defaultActiveKey={first === undefined ? [] : [first]}>{items}</Collapse>
      )}
    </SectionCard>
  );
}
