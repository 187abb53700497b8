import { LOADING_SCREEN_ATTRIBUTE } from '../../shared/pages/first-screen-markers';

/**
 * Keeps the server's first screen (the page's banner, painted with the HTML) while the app shows only
 * its loading screen, and removes it as the app shows anything else: the page, whose own banner takes
 * its place in the same frame (the removal runs as the app's DOM changes, before the browser paints),
 * or an error. Returns a function that stops watching.
 */
export function releaseFirstScreenWhenShown(root: HTMLElement, firstScreen: Element | null): () => void {
  if (!firstScreen) return () => undefined;
  const showsOnlyLoading = () => root.childElementCount === 0 || root.querySelector(`[${LOADING_SCREEN_ATTRIBUTE}]`) !== null;
  const observer = new MutationObserver(() => {
    if (showsOnlyLoading()) return;
    firstScreen.remove();
    observer.disconnect();
  });
  observer.observe(root, { childList: true, subtree: true });
  return () => observer.disconnect();
}
