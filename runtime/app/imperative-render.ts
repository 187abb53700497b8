import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render';
import { createRoot, type Root } from 'react-dom/client';

const roots = new WeakMap<Element | DocumentFragment, Root>();

/**
 * Lets antd-mobile's imperative APIs (Toast.show, Dialog.alert, Modal.show) render under React 19.
 * Out of the box antd-mobile 5 looks for `render` / `createRoot` on `react-dom`, which React 19 no
 * longer exports there, so every toast and dialog would silently render nothing: the buyer would
 * never see a server message, a network error or the 温馨提示 dialog.
 */
export function enableImperativeRender(): void {
  unstableSetRender((node, container) => {
    const root = roots.get(container) ?? createRoot(container);
    roots.set(container, root);
    root.render(node);
    return async () => {
      // Unmounting inside the close animation's own render pass would warn; leave it one tick.
      await new Promise((resolve) => setTimeout(resolve, 0));
      root.unmount();
      roots.delete(container);
    };
  });
}
