import { List, Switch } from 'antd-mobile';
import { useAtom, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { openRenewalChoiceAtom } from '../../premium/premium-atoms';
import { flowStateAtom } from '../../state/flow-atoms';
import type { BlockProps } from '../block-props';

/**
 * The open (automatic) renewal switch. Its value goes to the flow state, which the order carries at
 * submit; until the buyer touches it the block's default applies.
 */
export default function OpenRenewalSwitch({ attrs }: BlockProps<'openRenewalSwitch'>) {
  const [choice, setChoice] = useAtom(openRenewalChoiceAtom);
  const setFlow = useSetAtom(flowStateAtom);
  const on = choice ?? attrs.defaultOn ?? false;
  useEffect(() => {
    setFlow((flow) => (flow.openRenewal === on ? flow : { ...flow, openRenewal: on }));
  }, [on, setFlow]);

  return (
    <List style={{ margin: '8px 12px', borderRadius: 8, overflow: 'hidden' }}>
      <List.Item description={attrs.description} extra={<Switch checked={on} onChange={setChoice} aria-label={attrs.label} />}>
        {attrs.label}
      </List.Item>
    </List>
  );
}
