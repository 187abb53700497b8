import { Dialog } from 'antd-mobile';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { ORDER_MESSAGES } from '../../../shared/messages/order';
import { SCREEN_MESSAGES } from '../../../shared/messages/screens';
import { chosenPackagesAtom, selectedPlanAtom } from '../../premium/premium-atoms';
import type { BlockProps } from '../block-props';
import { dutyRows, type DutyRow } from './duty-rows';
import { SectionCard } from '../shared/content/section-card';
import { LinkButton } from '../shared/content/link-button';

const CELL = { padding: '10px 0', fontSize: 13, borderBottom: '1px solid #f0f0f0' } as const;

function Group({ heading, rows, showRemark }: { heading: string; rows: readonly DutyRow[]; showRemark: boolean }) {
  if (rows.length === 0) return null;
  return (
    <tbody>
      <tr>
        <th colSpan={2} style={{ ...CELL, textAlign: 'left', color: 'var(--adm-color-weak)', fontWeight: 400 }}>
          {heading}
        </th>
      </tr>
      {rows.map((row) => {
        const remark = showRemark ? row.remark : undefined;
        return (
          <tr key={row.key}>
            <td style={{ ...CELL, color: '#333', paddingRight: 12, width: '55%' }}>
              {remark ? (
                <LinkButton onClick={() => void Dialog.alert({ title: row.name, content: remark, confirmText: SCREEN_MESSAGES.tipDismiss })} style={{ color: '#333' }}>
                  {row.name}
                  <span aria-hidden style={{ marginLeft: 4, display: 'inline-block', width: 14, height: 14, lineHeight: '14px', borderRadius: '50%', textAlign: 'center', fontSize: 10, color: '#fff', background: 'var(--adm-color-primary)' }}>
                    ?
                  </span>
                </LinkButton>
              ) : (
                row.name
              )}
            </td>
            {/* Amounts stay whole where they fit; a service's longer text wraps rather than squeezing the names. */}
            <td style={{ ...CELL, textAlign: 'right', color: 'var(--adm-color-primary)', overflowWrap: 'anywhere' }}>{row.sumInsured}</td>
          </tr>
        );
      })}
    </tbody>
  );
}

/**
 * The liabilities of the chosen plan with their sums insured (main products, riders, services), the
 * explanation of a liability opened by tapping it. Follows the plan selector and the plan tabs.
 */
export default function GuaranteeDutyTable({ attrs }: BlockProps<'guaranteeDutyTable'>) {
  const plan = useAtomValue(selectedPlanAtom);
  const chosen = useAtomValue(chosenPackagesAtom);
  const groups = useMemo(() => (plan ? dutyRows(plan, chosen, attrs.useLiabilityAlias ?? false) : undefined), [plan, chosen, attrs.useLiabilityAlias]);
  // Nothing to list until the plan selector has loaded the plans.
  if (!groups) return null;
  const showRemark = attrs.showRemark ?? true;
  return (
    <SectionCard title={attrs.title}>
      <table style={{ width: '100%', borderCollapse: 'collapse' }}>
        <thead>
          <tr>
            <th style={{ ...CELL, textAlign: 'left', fontWeight: 600 }}>{attrs.liabilityColumnTitle || SCREEN_MESSAGES.dutyLiabilityColumn}</th>
            <th style={{ ...CELL, textAlign: 'right', fontWeight: 600 }}>{attrs.sumInsuredColumnTitle || ORDER_MESSAGES.fieldLabels.insuranceAmount}</th>
          </tr>
        </thead>
        {attrs.showMainProducts === false ? null : <Group heading={SCREEN_MESSAGES.dutyMainProducts} rows={groups.main} showRemark={showRemark} />}
        {attrs.showAdditionalProducts === false ? null : <Group heading={SCREEN_MESSAGES.dutyAdditionalProducts} rows={groups.addition} showRemark={showRemark} />}
        {attrs.showServices === false ? null : <Group heading={SCREEN_MESSAGES.dutyServices} rows={groups.services} showRemark={showRemark} />}
      </table>
    </SectionCard>
  );
}
