import DotLoading from 'antd-mobile/es/components/dot-loading';
import { SCREEN_MESSAGES } from '../../shared/messages/screens';

/** Shown while a lazily loaded page arrives. */
export function RouteLoading() {
  return (
    <div role="status" style={{ padding: 48, textAlign: 'center', color: '#999' }}>
      {SCREEN_MESSAGES.loading}
      <DotLoading />
    </div>
  );
}
