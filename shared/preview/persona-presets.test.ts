import { describe, expect, it } from 'vitest';
import { parseEditorMessage } from './preview-guards';
import { editorMessage } from './preview-message-builders';
import { DEFAULT_PERSONA_PRESET, PERSONA_PRESETS, presetPersona } from './persona-presets';

describe('persona presets', () => {
  it('are personas the preview accepts, each with its own id', () => {
    for (const { persona } of PERSONA_PRESETS) {
      expect(parseEditorMessage(editorMessage('behavior', { action: 'applyPersona', persona })), JSON.stringify(persona)).toBeDefined();
    }
    expect(new Set(PERSONA_PRESETS.map((preset) => preset.id)).size).toBe(PERSONA_PRESETS.length);
  });

  it('cover both genders, both platforms, a minor, an older insured and a partner channel', () => {
    const personas = PERSONA_PRESETS.map((preset) => preset.persona as { insuredAge: number; gender: string; platform: string; purchaseUserId?: string });
    expect(new Set(personas.map((persona) => persona.gender))).toEqual(new Set(['M', 'F']));
    expect(new Set(personas.map((persona) => persona.platform))).toEqual(new Set(['browser', 'wechat']));
    expect(personas.some((persona) => persona.insuredAge < 18)).toBe(true);
    expect(personas.some((persona) => persona.insuredAge >= 50)).toBe(true);
    expect(personas.some((persona) => persona.purchaseUserId !== undefined)).toBe(true);
  });

  it('start the preview as an adult in a browser', () => {
    expect(presetPersona(DEFAULT_PERSONA_PRESET)).toEqual({ insuredAge: 30, gender: 'M', platform: 'browser' });
  });
});
