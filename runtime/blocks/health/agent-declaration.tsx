import { Checkbox } from 'antd-mobile';
import { useAtom } from 'jotai';
import { useEffect } from 'react';
import { agentDeclarationAtom } from '../../health/health-notice-atoms';
import type { BlockProps } from '../block-props';
import { recordMoment } from '../../recording/recording-moments';

/**
 * The agent's declaration box. Its tick is kept in session (HN_ key) because the yes/no notice on the
 * same or a later page checks it first (请勾选营销员声明).
 */
export default function AgentDeclaration({ attrs }: BlockProps<'agentDeclaration'>) {
  const [ticked, setTicked] = useAtom(agentDeclarationAtom);
  // A default tick counts as the buyer's own until they change it, so the notice sees it too.
  useEffect(() => {
    if (ticked === null && attrs.defaultChecked) setTicked(true);
  }, [ticked, attrs.defaultChecked, setTicked]);
  return (
    <div style={{ background: '#fff', padding: '12px 16px', marginBottom: 8 }}>
      <Checkbox
        checked={ticked ?? attrs.defaultChecked ?? false}
        onChange={(next) => {
          setTicked(next);
          recordMoment({ kind: 'box-ticked', label: attrs.text, ticked: next });
        }}
        style={{ '--icon-size': '18px', '--font-size': '13px', '--gap': '8px' } as React.CSSProperties}
      >
        <span style={{ color: '#666', lineHeight: 1.6 }}>{attrs.text}</span>
      </Checkbox>
    </div>
  );
}
