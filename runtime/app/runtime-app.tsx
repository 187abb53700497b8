import { ConfigProvider, ErrorBlock } from 'antd-mobile';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import { FLOW_MESSAGES } from '../../shared/messages/flow';
import { SCREEN_MESSAGES } from '../../shared/messages/screens';

/**
 * The buyer app's root. Until the template loader and the routes exist there is no template source,
 * so every address gets the spec's empty-template state (未查找到模板数据) instead of a blank page.
 */
export function RuntimeApp() {
  return (
    <ConfigProvider locale={zhCN}>
      <ErrorBlock status="empty" title={FLOW_MESSAGES.templateNotFound} description={SCREEN_MESSAGES.templateNotFoundHint} fullPage />
    </ConfigProvider>
  );
}
