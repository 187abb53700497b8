import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { ProblemSchema } from '../validate/problem';
import { PreviewPersonaSchema } from './preview-persona';
import { WalkPageReportSchema, WalkPageRequestSchema } from './preview-walk';

import { PREVIEW_CHANNEL, PREVIEW_PROTOCOL_VERSION } from './preview-constants';

export { PREVIEW_CHANNEL, PREVIEW_PROTOCOL_VERSION } from './preview-constants';

function message<T extends string, P extends TSchema>(type: T, payload: P) {
  return Type.Object(
    {
      channel: Type.Literal(PREVIEW_CHANNEL),
      version: Type.Literal(PREVIEW_PROTOCOL_VERSION),
      type: Type.Literal(type),
      payload,
    },
    { additionalProperties: false },
  );
}

const ModuleIdSchema = Type.String({ minLength: 1 });
const PageOrderSchema = Type.Integer({ minimum: 1 });

/** Simulation commands the editor sends: select, hover or scroll to a module, set the insure result. */
export const PreviewBehaviorSchema = Type.Union([
  Type.Object({ action: Type.Literal('selectModule'), moduleId: Type.Union([ModuleIdSchema, Type.Null()]) }, { additionalProperties: false }),
  Type.Object({ action: Type.Literal('hoverModule'), moduleId: Type.Union([ModuleIdSchema, Type.Null()]) }, { additionalProperties: false }),
  Type.Object({ action: Type.Literal('scrollToModule'), moduleId: ModuleIdSchema }, { additionalProperties: false }),
  /** 0 shows the success result, 1 the failure (spec: insure result status in preview). */
  Type.Object({ action: Type.Literal('setInsureResultStatus'), status: Type.Union([Type.Literal(0), Type.Literal(1)]) }, { additionalProperties: false }),
  /** Act as this buyer: the page starts afresh with the persona's insured, plan, sum insured, channel and platform. */
  Type.Object({ action: Type.Literal('applyPersona'), persona: PreviewPersonaSchema }, { additionalProperties: false }),
  /** A step of the editor's flow walk: fill the page as the persona would, look, and press the way forward. */
  WalkPageRequestSchema,
]);

/** editor -> runtime. Templates travel as plain objects and are validated by the template validator on arrival. */
export const EditorToRuntimeMessageSchema = Type.Union(
  [
    message('allPageConfig', Type.Object({ template: Type.Record(Type.String(), Type.Unknown()) }, { additionalProperties: false })),
    message('pageConfig', Type.Object({ pageIndex: Type.Integer({ minimum: 0 }), page: Type.Record(Type.String(), Type.Unknown()) }, { additionalProperties: false })),
    message('behavior', PreviewBehaviorSchema),
    message('activePage', Type.Object({ pageOrder: PageOrderSchema }, { additionalProperties: false })),
  ],
  { $id: 'EditorToRuntimeMessage' },
);

/** A module's box in the preview document, in CSS pixels from the top of the document. */
export const ModuleRectSchema = Type.Object(
  { moduleId: ModuleIdSchema, x: Type.Number(), y: Type.Number(), width: Type.Number(), height: Type.Number() },
  { additionalProperties: false },
);

/** A plan of the previewed product, as a persona may choose it. */
export const PreviewPlanSchema = Type.Object(
  { planId: Type.String({ minLength: 1 }), name: Type.String() },
  { additionalProperties: false },
);

/** runtime -> editor. */
export const RuntimeToEditorMessageSchema = Type.Union(
  [
    message('previewLoaded', Type.Object({}, { additionalProperties: false })),
    message('activePage', Type.Object({ pageOrder: PageOrderSchema }, { additionalProperties: false })),
    message('moduleClicked', Type.Object({ moduleId: ModuleIdSchema }, { additionalProperties: false })),
    message('moduleRects', Type.Object({ rects: Type.Array(ModuleRectSchema), documentHeight: Type.Number() }, { additionalProperties: false })),
    message('renderError', Type.Object({ moduleId: Type.Optional(ModuleIdSchema), message: Type.String() }, { additionalProperties: false })),
    message('validationErrors', Type.Object({ problems: Type.Array(ProblemSchema) }, { additionalProperties: false })),
    /** The plans the preview loaded for the template's goods (none without goods), for the persona's plan choice. */
    message('productPlans', Type.Object({ goodsId: Type.String(), plans: Type.Array(PreviewPlanSchema) }, { additionalProperties: false })),
    /** What one step of the flow walk found on its page (see `walkPage` behaviour). */
    message('walkPage', WalkPageReportSchema),
  ],
  { $id: 'RuntimeToEditorMessage' },
);

export type PreviewBehavior = Static<typeof PreviewBehaviorSchema>;
export type EditorToRuntimeMessage = Static<typeof EditorToRuntimeMessageSchema>;
export type RuntimeToEditorMessage = Static<typeof RuntimeToEditorMessageSchema>;
export type ModuleRect = Static<typeof ModuleRectSchema>;
export type PreviewPlan = Static<typeof PreviewPlanSchema>;
