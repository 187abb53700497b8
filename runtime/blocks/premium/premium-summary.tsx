import { List } from 'antd-mobile';
import { useAtomValue } from 'jotai';
import { PREMIUM_MESSAGES } from '../../../shared/messages/premium';
import { premiumSummary } from '../../../shared/premium/premium-summary';
import { premiumSummaryRows, type PremiumSummaryRow } from '../../../shared/premium/premium-summary-rows';
import { readPremiumResult } from '../../premium/premium-result';
import { isFeeDetailRow, visibleSummaryRows } from '../../premium/summary-row-filter';
import { usePremium } from '../../premium/use-premium';
import { formInsuredCount } from '../../form/form-insured-count';
import { orderFormAtom, trialResultAtom } from '../../state/flow-atoms';
import type { BlockProps } from '../block-props';

function Row({ row }: { row: PremiumSummaryRow }) {
  return (
    <List.Item key={`${row.key}-${row.label}`} extra={<span style={{ color: '#333' }}>{row.value}</span>} description={row.note}>
      {row.label}
    </List.Item>
  );
}

/**
 * The premium summary (spec section 2): insured count, initial and next-month premium, each insured's
 * premium and price, the fee detail (discount, per-year price) and the total, then the statement.
 * Figures not known yet show a dash. The insured count is the form's (the holder insured as
 * herself counts) until a calculation lists the insureds it priced.
 */
export default function PremiumSummaryBlock({ attrs }: BlockProps<'premiumSummary'>) {
  usePremium();
  const result = readPremiumResult(useAtomValue(trialResultAtom));
  const values = useAtomValue(orderFormAtom);
  const rows = visibleSummaryRows(
    premiumSummaryRows(
      premiumSummary({
        payType: result?.payType,
        insuredList: result?.insuredList,
        initialPremium: result?.initialPremium,
        nextPremium: result?.nextPremium,
        totalPremium: result?.totalPremium,
        formInsuredCount: formInsuredCount(values),
      }),
    ),
    attrs,
  );
  const main = rows.filter((row) => !isFeeDetailRow(row));
  const fees = rows.filter(isFeeDetailRow);
  return (
    <div style={{ margin: '8px 12px', borderRadius: 8, overflow: 'hidden', background: '#fff' }}>
      <List header={attrs.title}>
        {main.map((row, index) => (
          <Row key={`${row.key}-${index}`} row={row} />
        ))}
      </List>
      {fees.length > 0 && (
        <List header={PREMIUM_MESSAGES.feeDetail}>
          {fees.map((row) => (
            <Row key={row.key} row={row} />
          ))}
        </List>
      )}
      {attrs.statement && <p style={{ margin: 0, padding: '8px 16px 12px', fontSize: 12, color: 'var(--adm-color-weak)' }}>{attrs.statement}</p>}
    </div>
  );
}
