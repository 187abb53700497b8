import { Tabs } from 'antd-mobile';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { FLOW_MESSAGES } from '../../../shared/messages/flow';
import { orderFormAtom } from '../../state/flow-atoms';
import type { BlockProps } from '../block-props';
import { BenefitInsuredContext } from './benefit-insured-context';
import { insuredTabTitles } from './insured-tab-titles';

/**
 * One tab per insured holding the benefit blocks (table, chart, age slider); the blocks inside a tab
 * illustrate that insured's benefits. With one insured the tab bar may be hidden.
 */
export default function InsuredPersonTabs({ attrs, children }: BlockProps<'insuredPersonTabs'>) {
  const values = useAtomValue(orderFormAtom);
  const titles = insuredTabTitles(values, attrs.tabTitleFallback ?? FLOW_MESSAGES.insuredRole);
  const [active, setActive] = useState('0');
  // An insured removed elsewhere must not leave the tabs pointing past the end.
  const activeKey = Number(active) < titles.length ? active : '0';
  const heading = attrs.title ? <h2 style={{ margin: '16px 16px 0', fontSize: 16, fontWeight: 600, color: '#333' }}>{attrs.title}</h2> : null;
  if (titles.length === 1 && (attrs.hideTabsWhenSingle ?? true)) {
    return (
      <div>
        {heading}
        <BenefitInsuredContext.Provider value={0}>{children}</BenefitInsuredContext.Provider>
      </div>
    );
  }
  return (
    <div>
      {heading}
      <Tabs activeKey={activeKey} onChange={setActive} style={{ background: '#fff', margin: '12px 12px 0', borderRadius: 8, '--content-padding': '0' } as React.CSSProperties}>
        {titles.map((title, index) => (
          <Tabs.Tab key={String(index)} title={title} />
        ))}
      </Tabs>
      {/* Keyed by insured so each tab's blocks start fresh (slider position, expanded rows). */}
      <BenefitInsuredContext.Provider key={activeKey} value={Number(activeKey)}>
        {children}
      </BenefitInsuredContext.Provider>
    </div>
  );
}
