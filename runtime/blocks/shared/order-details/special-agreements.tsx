import type { SpecialAgreement } from '../../../../schema/api/goods-clause';
import { ORDER_MESSAGES } from '../../../../shared/messages/order';
import { DisclosureList } from '../content/disclosure-list';
import { RichText } from '../content/rich-text';

/** 特别约定: the agreements that apply to the chosen cover, each readable in full before paying. */
export function SpecialAgreements({ agreements }: { agreements: readonly SpecialAgreement[] }) {
  if (agreements.length === 0) return null;
  return (
    <section data-testid="special-agreements" style={{ background: '#fff', marginTop: 12 }}>
      <div style={{ padding: '12px 16px 4px', fontSize: 15, fontWeight: 600, color: '#333' }}>{ORDER_MESSAGES.specialAgreementsTitle}</div>
      <div style={{ padding: '0 16px' }}>
        <DisclosureList
          items={agreements.map((agreement) => ({
            key: agreement.code,
            title: <span style={{ fontSize: 14 }}>{agreement.title}</span>,
            content: <RichText html={agreement.content} style={{ fontSize: 13, color: '#666' }} />,
          }))}
        />
      </div>
    </section>
  );
}
