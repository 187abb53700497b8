import { ErrorBlock } from 'antd-mobile';
import { SCREEN_MESSAGES } from '../../shared/messages/screens';
import { liveLink } from '../../shared/preview/live-link';
import { useRuntime } from '../app/runtime-context';

/**
 * Shown instead of 加载中... when the editor's preview address is opened in a tab of its own: says
 * this is the editor's preview and, when the address names a promotion, links to its live page.
 */
export function StandalonePreviewNotice() {
  const { query } = useRuntime();
  const href = liveLink(window.location);
  return (
    <ErrorBlock status="default" fullPage title={SCREEN_MESSAGES.editorPreviewOnly} description={SCREEN_MESSAGES.editorPreviewOnlyHint}>
      {query.params.promotionId ? (
        <a
          href={href}
          style={{ display: 'inline-block', marginTop: 16, padding: '10px 24px', borderRadius: 999, background: 'var(--adm-color-primary)', color: '#fff', fontSize: 15, textDecoration: 'none' }}
        >
          {SCREEN_MESSAGES.openLivePage}
        </a>
      ) : null}
    </ErrorBlock>
  );
}
