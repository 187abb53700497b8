/** What the probe leaves on the editor's window, as absolute times (`timeOrigin + now`). */
export interface ProbeMarks {
  /** When the preview frame's document began (its navigation's fetch start). */
  readonly frameStarted?: number;
  /** When the module was built in the frame, and painted. */
  readonly painted?: number;
  /** When the property panel showed the module the click selected, and was painted. */
  readonly selected?: number;
}

/**
 * A script for the editor's document, run before its own code (a Playwright init script). On every
 * animation frame it looks into the preview frame (same origin) for `moduleId` built: in the DOM, with a
 * height, its block loaded (no skeleton left in it). It marks the time once that was painted ("painted"
 * is the task after the next animation frame) and clicks the module as an operator would, then marks
 * when the property panel showed the module (looked for on every DOM change of the editor), painted. The click is the page's own
 * `click()`, not a mouse driven from outside: the bench's polling would add its own delay to the
 * figure. The frame's document is looked into from the editor because an init script does not run in a
 * frame that replaces its first blank document (the window is kept, the script not run again).
 *
 * A plain script, not a function: the bench runs through a TypeScript loader that would wrap named
 * inner functions in a helper the page does not have.
 */
export function editorOpenProbe(moduleId: string): string {
  const selector = JSON.stringify(`[data-module-id="${moduleId}"]`);
  return `(() => {
    const marks = (window.benchEditorOpen = {});
    const now = () => performance.timeOrigin + performance.now();
    const afterPaint = (then) => requestAnimationFrame(() => setTimeout(then, 0));
    const builtModule = () => {
      const frame = document.querySelector('iframe[data-preview-frame]');
      const inner = frame && frame.contentDocument;
      const box = inner && inner.querySelector(${selector});
      if (!box || box.getBoundingClientRect().height === 0 || box.querySelector('.adm-skeleton')) return null;
      const navigation = frame.contentWindow.performance.getEntriesByType('navigation')[0];
      return { box, frameStarted: frame.contentWindow.performance.timeOrigin + (navigation ? navigation.fetchStart : 0) };
    };
    let step = 'canvas';
    const check = (frameTick) => {
      if (step === 'canvas' && frameTick) {
        const built = builtModule();
        if (!built) return;
        step = 'clicked';
        marks.frameStarted = built.frameStarted;
        afterPaint(() => {
          marks.painted = now();
          built.box.click();
        });
      } else if (step === 'clicked' && document.querySelector('section' + ${selector})) {
        step = 'done';
        watch.disconnect();
        afterPaint(() => {
          marks.selected = now();
        });
      }
    };
    const watch = new MutationObserver(() => check(false));
    watch.observe(document, { subtree: true, childList: true });
    const everyFrame = () => {
      check(true);
      if (step !== 'done') requestAnimationFrame(everyFrame);
    };
    requestAnimationFrame(everyFrame);
  })();`;
}
