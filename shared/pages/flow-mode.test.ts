import { describe, it, expect } from 'vitest';
import { flowModeFromQuery } from './flow-mode';

describe('flowModeFromQuery', () => {
  it('reads preview, simulate and template from the mode parameter', () => {
    expect(flowModeFromQuery({ mode: 'preview' })).toBe('preview');
    expect(flowModeFromQuery({ mode: 'simulate' })).toBe('simulate');
    expect(flowModeFromQuery({ mode: 'template' })).toBe('template');
  });

  it('is live with no mode and no preview flag, or an unknown mode', () => {
    expect(flowModeFromQuery({})).toBe('live');
    expect(flowModeFromQuery({ mode: null, preview: null })).toBe('live');
    expect(flowModeFromQuery({ mode: 'prod' })).toBe('live');
  });

  it('treats a bare preview flag as preview, but not preview=0 or false', () => {
    expect(flowModeFromQuery({ preview: '' })).toBe('preview');
    expect(flowModeFromQuery({ preview: '1' })).toBe('preview');
    expect(flowModeFromQuery({ preview: '0' })).toBe('live');
    expect(flowModeFromQuery({ preview: 'false' })).toBe('live');
  });
});
