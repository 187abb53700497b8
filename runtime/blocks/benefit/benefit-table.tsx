import { useState } from 'react';
import { FLOW_MESSAGES } from '../../../shared/messages/flow';
import type { BlockProps } from '../block-props';
import { amountTitles, benefitRows, comparisonFigures, visibleRows } from './benefit-figures';
import { BenefitView } from './benefit-view';
import { LinkButton } from '../shared/content/link-button';

const CELL = { padding: '8px 6px', textAlign: 'right', borderBottom: '1px solid #f0f0f0', whiteSpace: 'nowrap' } as const;
const HEAD = { ...CELL, color: '#666', fontWeight: 500, background: '#fafafa', position: 'sticky', top: 0 } as const;

/**
 * The benefit illustration by policy year: year and age columns as configured, each amount column,
 * the comparison totals above, long tables collapsed to a few rows behind 展开.
 */
export default function BenefitTableBlock({ attrs }: BlockProps<'benefitTable'>) {
  const [expanded, setExpanded] = useState(false);
  return (
    <BenefitView
      title={attrs.title}
      render={(table) => {
        const rows = benefitRows(table);
        const shown = visibleRows(rows, attrs.collapsedRows, expanded);
        const figures = comparisonFigures(table, attrs.comparisonItems ?? []);
        return (
          <>
            {figures.length > 0 ? (
              <div style={{ display: 'flex', gap: 8, marginBottom: 12 }}>
                {figures.map((figure) => (
                  <div key={figure.code} style={{ flex: 1, padding: '8px 4px', borderRadius: 6, background: '#f7f8fa', textAlign: 'center' }}>
                    <div style={{ fontSize: 15, fontWeight: 600, color: 'var(--adm-color-primary)' }}>{figure.text}</div>
                    <div style={{ fontSize: 12, color: 'var(--adm-color-weak)', marginTop: 2 }}>{figure.name}</div>
                  </div>
                ))}
              </div>
            ) : null}
            {/* Scrolls sideways when the columns are wider than the phone: focusable, so a keyboard can scroll it too. */}
            <div role="region" aria-label={attrs.title || undefined} tabIndex={0} style={{ overflowX: 'auto' }}>
              <table style={{ width: '100%', borderCollapse: 'collapse', fontSize: 12, color: '#333' }}>
                <thead>
                  <tr>
                    {attrs.showPolicyYear ? <th style={{ ...HEAD, textAlign: 'center' }}>{table.titles[0]}</th> : null}
                    {attrs.showInsuredAge ? <th style={{ ...HEAD, textAlign: 'center' }}>{table.titles[1]}</th> : null}
                    {amountTitles(table).map((title, index) => <th key={index} style={HEAD}>{title}</th>)}
                  </tr>
                </thead>
                <tbody>
                  {shown.map((row) => (
                    <tr key={row.policyYear}>
                      {attrs.showPolicyYear ? <td style={{ ...CELL, textAlign: 'center' }}>{row.policyYear}</td> : null}
                      {attrs.showInsuredAge ? <td style={{ ...CELL, textAlign: 'center' }}>{row.insuredAge}</td> : null}
                      {row.cells.map((cell, index) => <td key={index} style={CELL}>{cell}</td>)}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {shown.length < rows.length || expanded ? (
              <LinkButton onClick={() => setExpanded(!expanded)} style={{ display: 'block', width: '100%', textAlign: 'center', padding: '10px 0 0', fontSize: 13 }}>
                {expanded ? FLOW_MESSAGES.collapse : FLOW_MESSAGES.expand}
              </LinkButton>
            ) : null}
            {attrs.remark ? <p style={{ margin: '10px 0 0', fontSize: 12, color: 'var(--adm-color-weak)', lineHeight: 1.6 }}>{attrs.remark}</p> : null}
          </>
        );
      }}
    />
  );
}
