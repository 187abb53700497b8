import type { PreviewPersona } from '../../schema/preview/preview-persona';

/** The demo partner channel's user ids carry this marker (the seeded health template hides its deductible tip from them). */
const PARTNER_USER_ID = 'PARTNER-1001';

/**
 * Ready-made personas, one click each in the editor: adults of both genders in a browser and in
 * WeChat, an older and a young insured (age limits, pricier rates), a partner channel's buyer. Their
 * names are the editor's to word (its message catalogue keys them by id).
 */
export const PERSONA_PRESETS = [
  { id: 'adult-male', persona: { insuredAge: 30, gender: 'M', platform: 'browser' } },
  { id: 'adult-female-wechat', persona: { insuredAge: 30, gender: 'F', platform: 'wechat' } },
  { id: 'middle-aged-male', persona: { insuredAge: 50, gender: 'M', platform: 'browser' } },
  { id: 'senior-female', persona: { insuredAge: 60, gender: 'F', platform: 'wechat' } },
  { id: 'child', persona: { insuredAge: 5, gender: 'F', platform: 'wechat' } },
  { id: 'partner-channel', persona: { insuredAge: 35, gender: 'M', platform: 'browser', purchaseUserId: PARTNER_USER_ID } },
] as const satisfies readonly { readonly id: string; readonly persona: PreviewPersona }[];

export type PersonaPresetId = (typeof PERSONA_PRESETS)[number]['id'];

/** The persona the preview starts with: an adult buying in a browser. */
export const DEFAULT_PERSONA_PRESET: PersonaPresetId = 'adult-male';

/** A preset's persona. */
export function presetPersona(id: PersonaPresetId): PreviewPersona {
  const preset = PERSONA_PRESETS.find((candidate) => candidate.id === id);
  if (!preset) throw new Error(`unknown persona preset ${id}`);
  return preset.persona;
}
