import { Type, type Static, type TUnsafe } from '@sinclair/typebox';

const VariableSchema = Type.Object({ var: Type.String({ title: '变量名', titleEn: 'Variable name' }) }, { additionalProperties: false, title: '变量', titleEn: 'Variable' });
const LiteralSchema = Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()], { title: '值', titleEn: 'Value' });
const OperandSchema = Type.Union([VariableSchema, LiteralSchema]);
const Pair = Type.Tuple([OperandSchema, OperandSchema]);
const PairOrBetween = Type.Union([Pair, Type.Tuple([OperandSchema, OperandSchema, OperandSchema])]);

/**
 * A condition in the JSON Logic subset templates allow (https://jsonlogic.com): and / or groups,
 * negation, comparisons of a variable with a value, "one of" lists, or a yes/no variable on its own.
 * This is the shape the editor's builder writes and the type code reads; templates are checked with
 * readable messages by the condition check (`checks/module-conditions.ts`) rather than by this schema.
 */
export const ConditionLogicSchema = Type.Recursive(
  (Self) =>
    Type.Union([
      Type.Object({ and: Type.Array(Self, { minItems: 1 }) }, { additionalProperties: false }),
      Type.Object({ or: Type.Array(Self, { minItems: 1 }) }, { additionalProperties: false }),
      Type.Object({ '!': Type.Union([Self, OperandSchema, Type.Tuple([Type.Union([Self, OperandSchema])])]) }, { additionalProperties: false }),
      Type.Object({ '!!': Type.Union([Self, OperandSchema, Type.Tuple([Type.Union([Self, OperandSchema])])]) }, { additionalProperties: false }),
      Type.Object({ '==': Pair }, { additionalProperties: false }),
      Type.Object({ '!=': Pair }, { additionalProperties: false }),
      Type.Object({ '<': PairOrBetween }, { additionalProperties: false }),
      Type.Object({ '<=': PairOrBetween }, { additionalProperties: false }),
      Type.Object({ '>': Pair }, { additionalProperties: false }),
      Type.Object({ '>=': Pair }, { additionalProperties: false }),
      Type.Object({ in: Type.Tuple([OperandSchema, Type.Union([Type.Array(LiteralSchema), OperandSchema])]) }, { additionalProperties: false }),
      VariableSchema,
    ]),
  { $id: 'ConditionLogic', title: '条件', titleEn: 'Condition' },
);

export type ConditionLogic = Static<typeof ConditionLogicSchema>;

/**
 * How a module property holds a condition in the template schema: any JSON object, so that a
 * mistake is reported once, by the condition check, with a message saying what is wrong and where
 * (the schema's own "matches none of the alternatives" would say neither).
 */
export function ConditionField(texts: { title: string; titleEn: string; description: string; descriptionEn: string }): TUnsafe<ConditionLogic> {
  return Type.Unsafe<ConditionLogic>({ type: 'object', ...texts });
}
