import { describe, expect, it } from 'vitest';
import { parseEditorMessage } from '../../shared/preview/preview-guards';
import { editorMessage } from '../../shared/preview/preview-message-builders';
import { PERSONA_PRESETS } from '../../shared/preview/persona-presets';
import { personaFormValues, personaFromForm } from './persona-form-values';

describe('the persona form', () => {
  it('gives back every preset it was filled with', () => {
    for (const { persona } of PERSONA_PRESETS) expect(personaFromForm(personaFormValues(persona))).toEqual(persona);
  });

  it('reads the sum insured in 万元 into fen and leaves blanks to the page', () => {
    const persona = personaFromForm({ insuredAge: 50, gender: 'F', platform: 'wechat', planId: 'P-LIFE-STD', sumInsuredWan: 50, channelCode: ' HEALTH-PARTNER ', purchaseUserId: '  ' });
    expect(persona).toEqual({ insuredAge: 50, gender: 'F', platform: 'wechat', planId: 'P-LIFE-STD', sumInsured: 50_000_000, channelCode: 'HEALTH-PARTNER' });
    expect(personaFormValues(persona).sumInsuredWan).toBe(50);
    expect(personaFromForm({ insuredAge: 30, gender: 'M', platform: 'browser', planId: null, sumInsuredWan: null })).toEqual({ insuredAge: 30, gender: 'M', platform: 'browser' });
  });

  it('makes personas the preview accepts', () => {
    const persona = personaFromForm({ insuredAge: 17.6, gender: 'M', platform: 'browser', sumInsuredWan: 12.345 });
    expect(persona).toMatchObject({ insuredAge: 18, sumInsured: 12_345_000 });
    expect(parseEditorMessage(editorMessage('behavior', { action: 'applyPersona', persona }))).toBeDefined();
  });
});
