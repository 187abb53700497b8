import { Type, type Static } from '@sinclair/typebox';
import { StringEnum } from '../string-enum';

const ModuleIdSchema = Type.String({ minLength: 1 });
const PageOrderSchema = Type.Integer({ minimum: 1 });
const WalkIdSchema = Type.String({ minLength: 1, maxLength: 64 });

/** The largest screenshot a walk step may send: a long page as a JPEG stays far below it. */
export const WALK_SCREENSHOT_MAX_LENGTH = 8_000_000;

/** What the preview cannot do for real (it only reads and prices), so the walk stands in for it. */
export const WALK_STAND_INS = ['smsCode', 'signature', 'upload'] as const;

/** The control the walk presses to go on: a module, and which of its buttons (0 for a single one). */
export const WalkForwardSchema = Type.Object(
  { moduleId: ModuleIdSchema, buttonIndex: Type.Integer({ minimum: 0 }) },
  { additionalProperties: false },
);

/**
 * editor -> runtime (a behaviour): one step of the flow walk. Once the preview shows page `pageOrder`
 * (started afresh as the persona first, when `restart`), it fills the page as the persona would,
 * takes a picture of it, runs the page's own check and, when that passes, presses `forward`.
 */
export const WalkPageRequestSchema = Type.Object(
  {
    action: Type.Literal('walkPage'),
    walkId: WalkIdSchema,
    step: Type.Integer({ minimum: 0 }),
    pageOrder: PageOrderSchema,
    restart: Type.Boolean(),
    forward: Type.Union([WalkForwardSchema, Type.Null()]),
  },
  { additionalProperties: false },
);

/** What the page's check said against the walk's values: the module it stands in (when known), the row's label and the message. */
export const WalkRefusalSchema = Type.Object(
  { moduleId: Type.Optional(ModuleIdSchema), label: Type.String(), message: Type.String() },
  { additionalProperties: false },
);

/** runtime -> editor: what one walk step saw and did. */
export const WalkPageReportSchema = Type.Object(
  {
    walkId: WalkIdSchema,
    step: Type.Integer({ minimum: 0 }),
    /** Whether the preview showed the requested page (a template that cannot show it never does). */
    reached: Type.Boolean(),
    /** What the walk stood in for because the preview must not do it (an SMS, a signature drawn on the board, an upload). */
    standIns: Type.Array(StringEnum(WALK_STAND_INS)),
    /** Whether the page's own check passed with the walk's values. */
    checkPassed: Type.Boolean(),
    refusals: Type.Array(WalkRefusalSchema),
    /** Whether the forward control was found on the page and pressed. */
    pressed: Type.Boolean(),
    /** The page shown once the step ended (after pressing: where the press led). */
    pageOrderAfter: PageOrderSchema,
    /** The page as the persona saw it, filled, before going on: a `data:` image, or null when it could not be drawn. */
    screenshot: Type.Union([Type.String({ pattern: '^data:image/(jpeg|png|webp);base64,', maxLength: WALK_SCREENSHOT_MAX_LENGTH }), Type.Null()]),
  },
  { additionalProperties: false },
);

export type WalkForward = Static<typeof WalkForwardSchema>;
export type WalkPageRequest = Static<typeof WalkPageRequestSchema>;
export type WalkRefusal = Static<typeof WalkRefusalSchema>;
export type WalkPageReport = Static<typeof WalkPageReportSchema>;
export type WalkStandIn = (typeof WALK_STAND_INS)[number];
