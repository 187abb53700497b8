import type { PersonaPlatform, PreviewPersona } from '../../schema/preview/preview-persona';

/** One 万元 in fen: the form asks for the sum insured in 万元, the persona holds fen. */
const FEN_PER_WAN_YUAN = 1_000_000;

/** The persona form's fields, as the controls hold them (empty inputs are null or blank). */
export interface PersonaFormValues {
  readonly insuredAge: number;
  readonly gender: PreviewPersona['gender'];
  readonly planId?: string | null | undefined;
  /** In 万元. */
  readonly sumInsuredWan?: number | null | undefined;
  readonly channelCode?: string | null | undefined;
  readonly purchaseUserId?: string | null | undefined;
  readonly platform: PersonaPlatform;
}

/** The form's fields for a persona. */
export function personaFormValues(persona: PreviewPersona): PersonaFormValues {
  return {
    insuredAge: persona.insuredAge,
    gender: persona.gender,
    planId: persona.planId ?? null,
    sumInsuredWan: persona.sumInsured === undefined ? null : persona.sumInsured / FEN_PER_WAN_YUAN,
    channelCode: persona.channelCode ?? '',
    purchaseUserId: persona.purchaseUserId ?? '',
    platform: persona.platform,
  };
}

const text = (value: string | null | undefined): string | undefined => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
};

/** The persona the form describes: blanks are choices left to the page, the amount in whole fen. */
export function personaFromForm(values: PersonaFormValues): PreviewPersona {
  const planId = text(values.planId);
  const channelCode = text(values.channelCode);
  const purchaseUserId = text(values.purchaseUserId);
  const wan = values.sumInsuredWan;
  return {
    insuredAge: Math.round(values.insuredAge),
    gender: values.gender,
    platform: values.platform,
    ...(planId ? { planId } : {}),
    ...(typeof wan === 'number' && Number.isFinite(wan) && wan >= 0 ? { sumInsured: Math.round(wan * FEN_PER_WAN_YUAN) } : {}),
    ...(channelCode ? { channelCode } : {}),
    ...(purchaseUserId ? { purchaseUserId } : {}),
  };
}
