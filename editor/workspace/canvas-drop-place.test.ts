import { describe, expect, it } from 'vitest';
import { healthFixture } from '../document/testing/health-fixture';
import { canvasDropPlace } from './canvas-drop-place';

const template = healthFixture();
const rect = (moduleId: string, y: number, height: number) => ({ moduleId, x: 0, y, width: 375, height });
// The banner and plans as the runtime reports them, plus a nested row that must not count as a place.
const rects = [rect('trial-banner', 0, 200), rect('trial-plans', 200, 100), rect('trial-insured-birthday', 250, 20)];
const end = template.pageList[0]?.moduleList.length ?? 0;

describe('canvasDropPlace', () => {
  it('puts a block before the first top-level module whose middle is below the pointer', () => {
    expect(canvasDropPlace(template, 'page-trial', rects, 50)).toEqual({ pageId: 'page-trial', parentId: null, index: 0 });
    expect(canvasDropPlace(template, 'page-trial', rects, 150)).toEqual({ pageId: 'page-trial', parentId: null, index: 1 });
    expect(canvasDropPlace(template, 'page-trial', rects, 260).index).toBe(end);
  });

  it('appends at the end of the page without a pointer height or without reported boxes', () => {
    expect(canvasDropPlace(template, 'page-trial', rects, undefined).index).toBe(end);
    expect(canvasDropPlace(template, 'page-trial', [], 10).index).toBe(end);
  });
});
