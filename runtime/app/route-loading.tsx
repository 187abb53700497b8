import DotLoading from 'antd-mobile/es/components/dot-loading';
import { LOADING_SCREEN_ATTRIBUTE } from '../../shared/pages/first-screen-markers';
import { SCREEN_MESSAGES } from '../../shared/messages/screens';

/** Shown while a lazily loaded page, or its template, arrives; the server's first screen stays above it. */
export function RouteLoading() {
  return (
    <div role="status" {...{ [LOADING_SCREEN_ATTRIBUTE]: '' }} style={{ padding: 48, textAlign: 'center', color: 'var(--adm-color-weak)' }}>
      {SCREEN_MESSAGES.loading}
      <DotLoading />
    </div>
  );
}
