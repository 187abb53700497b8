import type { TemplateConfig } from '../../schema/template/template-config';

/**
 * Where the canvas reads the template from outside React: the template as it stands and a way to hear
 * of every change the moment it happens (a jotai store subscription), so an edit is posted to the
 * preview frame before the editor re-renders anything.
 */
export interface TemplateFeed {
  readonly current: () => TemplateConfig;
  /** Calls `onChange` on each change; returns the way to stop. */
  readonly subscribe: (onChange: () => void) => () => void;
}
