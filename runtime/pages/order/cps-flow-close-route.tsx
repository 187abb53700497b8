import { Button, Result } from 'antd-mobile';
import { ORDER_MESSAGES } from '../../../shared/messages/order';
import { PageFrame } from './page-frame';

interface WeixinBridge {
  call(name: 'closeWindow'): void;
}

/** Closes the page the way its container allows: WeChat's bridge, else the browser (a script-opened tab). */
function closePage() {
  const bridge = (window as { WeixinJSBridge?: WeixinBridge }).WeixinJSBridge;
  if (bridge) bridge.call('closeWindow');
  else window.close();
}

/**
 * `/cps/flowClose`: where a CPS partner's journey ends when the partner, not this app, shows what
 * follows. It tells the buyer the flow is over and offers to close the page.
 */
export default function CpsFlowCloseRoute() {
  return (
    <PageFrame title={ORDER_MESSAGES.closePage}>
      <Result status="info" title={ORDER_MESSAGES.flowClosed} />
      <div style={{ padding: 16 }}>
        <Button block color="primary" onClick={closePage}>
          {ORDER_MESSAGES.closePage}
        </Button>
      </div>
    </PageFrame>
  );
}
