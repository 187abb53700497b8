import { describe, expect, it } from 'vitest';
import { focusPropertyField } from './focus-property-field';

/** A stand-in for the panel's DOM: frames by pointer, each recording what happened to it. */
function panel(pointers: string[]) {
  const log: string[] = [];
  const frames = new Map(
    pointers.map((pointer) => [
      `[data-property-path="${pointer}"]`,
      {
        scrollIntoView: () => log.push(`scroll ${pointer}`),
        querySelector: () => ({ focus: () => log.push(`focus ${pointer}`) }),
      },
    ]),
  );
  const root = { querySelector: (selector: string) => frames.get(selector) ?? null } as unknown as ParentNode;
  return { root, log };
}

describe('focusPropertyField', () => {
  it('scrolls to the field at fault and focuses its input', () => {
    const { root, log } = panel(['/attrs/title', '/attrs/items']);
    expect(focusPropertyField(root, '/attrs/title')).toBe(true);
    expect(log).toEqual(['scroll /attrs/title', 'focus /attrs/title']);
  });

  it('falls back to the nearest enclosing field when the exact one is not rendered', () => {
    const { root, log } = panel(['/attrs/items']);
    expect(focusPropertyField(root, '/attrs/items/4/label')).toBe(true);
    expect(log).toEqual(['scroll /attrs/items', 'focus /attrs/items']);
  });

  it('reports when no field of the panel matches', () => {
    const { root } = panel(['/label']);
    expect(focusPropertyField(root, '/children/0')).toBe(false);
  });
});
