import { unstableSetRender as setCommonJsRender } from 'antd-mobile/cjs/utils/unstable-render';
import { createRoot } from 'react-dom/client';
import { enableImperativeRender } from '../app/imperative-render';

/**
 * For DOM tests that render the app or its blocks: React's act environment, and toasts and dialogs
 * raised through the app's notifier rendered into the document, as the app does at start. Under the
 * test runner `antd-mobile`'s index (which the notifier loads) resolves to its CommonJS build, which
 * keeps a render hook of its own; it gets the same React 19 root-based one.
 */
export function renderNoticesIntoDocument(): void {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  enableImperativeRender();
  setCommonJsRender((node, container) => {
    const root = createRoot(container);
    root.render(node);
    return async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
      root.unmount();
    };
  });
}
