import DotLoading from 'antd-mobile/es/components/dot-loading';
import { ORDER_MESSAGES } from '../../../shared/messages/order';

/** Shown in place of the template page while its order loads (spec section 4: until done). */
export function OrderLoading() {
  return (
    <div role="status" aria-busy="true" style={{ padding: 48, textAlign: 'center', color: 'var(--adm-color-weak)' }}>
      {ORDER_MESSAGES.orderLoading}
      <DotLoading />
    </div>
  );
}
