import { CONDITION_OPERATORS, type ConditionOperator } from '../../template/condition-operators';
import { CONTEXT_VARIABLES, PERSON_FIELD_TYPES, type ConditionVariable } from '../../template/condition-variables';
import { CONDITION_FINDING_CODES } from '../../validate/checks/condition-finding';
import { CONDITION_FINDING_MESSAGES } from '../../validate/checks/condition-finding-messages';

const OPERATOR_MEANINGS: Readonly<Record<ConditionOperator, string>> = {
  and: 'all of the listed conditions hold',
  or: 'at least one of them holds',
  '!': 'not: the condition does not hold, or the variable has no value (as in JSON Logic, 0 and false count as none)',
  '!!': 'the variable has a value (or the condition holds)',
  '==': 'equal (with `null`: has no value)',
  '!=': 'not equal',
  '<': 'less than; `[a, b, c]` means a < b < c',
  '<=': 'at most; `[a, b, c]` means a <= b <= c',
  '>': 'greater than',
  '>=': 'at least',
  in: '`[x, [v1, v2]]`: x is one of the values; `[text, variable]`: the text occurs in it',
};

const CONTEXT_MEANINGS: Readonly<Record<string, string>> = {
  plan: "the chosen plan's id",
  premium: 'the total premium of the last calculation, in yuan',
  channel: "the sales channel: the address's `channelCode`, else the template's `channelId`",
  environment: 'the deployment the page is served from',
  client: 'where the page runs',
};

function typeText(variable: Pick<ConditionVariable, 'type' | 'options'>): string {
  return variable.options ? `${variable.type}: ${variable.options.map((option) => `\`${option}\``).join(', ')}` : variable.type;
}

/** The "Module conditions" part of `docs/template-format.md`, from the operator list, the variables and the checks. */
export function conditionsDocLines(): string[] {
  return [
    '## Module conditions',
    '',
    'A module may carry `visibleOn`, `requiredOn` and `disabledOn`: conditions in [JSON Logic](https://jsonlogic.com), evaluated in',
    'the buyer app by `json-logic-js` (an interpreter: no `eval`, so it runs under the buyer CSP) and re-evaluated as the form changes.',
    '',
    '- `visibleOn` (any module): while false the module is not rendered, so its rows are not validated, and the values they held',
    '  are cleared, so they are not submitted.',
    '- `requiredOn`, `disabledOn` (form rows only: blocks of the form category that bind a field): while present they decide over',
    '  the static `required` / `disabled` attrs (a birthday locked by an ID number stays locked).',
    '- A `visibleOn` may not hide a field every order needs (the holder\'s name, certificate and phone, an insured\'s name and',
    '  certificate, or their person modules), directly or through a container: the reference server demands those at submit and',
    '  checks no template fields beyond them, so it needs no evaluation of its own.',
    '- The properties are optional and change nothing for templates without them, so they come with no `schemaVersion` step and',
    '  no migration: a template of any version may carry them.',
    '',
    'Only these operators are allowed (anything else, `method` and `log` included, is refused by the validator and never run):',
    '',
    '| operator | meaning |',
    '| --- | --- |',
    ...CONDITION_OPERATORS.map((operator) => `| \`${operator}\` | ${OPERATOR_MEANINGS[operator]} |`),
    '',
    'An ordering (`<`, `<=`, `>`, `>=`) with an operand that has no value yet is false, whichever way it points (plain JSON Logic',
    'would count `null` as 0). Operands are `{"var": name}` or a literal; `==` / `!=` need the same type on both sides (or `null`),',
    'orderings numbers or texts (`YYYY-MM-DD` dates order as texts), `in` a list of literals of the variable\'s type; a variable',
    'with fixed values takes only those.',
    '',
    '### Variables',
    '',
    '| variable | type | meaning |',
    '| --- | --- | --- |',
    ...Object.entries(PERSON_FIELD_TYPES).map(
      ([field, type]) => `| \`holder.${field}\`, \`insured.${field}\` | ${typeText(type)} | the person's \`${field}\`${field === 'age' ? ' in whole years, from the form, else the birthday, else a resident ID number' : ''} |`,
    ),
    '| `insured.holderRelation` | string | the insured\'s relation to the holder |',
    ...CONTEXT_VARIABLES.map((variable) => `| \`${variable.name}\` | ${typeText(variable)} | ${CONTEXT_MEANINGS[variable.name] ?? ''} |`),
    '| `holder.<key>`, `insured.<key>`, `common.<key>`, `form.<key>` | by block | any form row the template asks for, by its form key: in the holder\'s form (or `trailElement[0]`), an insured\'s (or `trailElement[1]`), the common trial factors (`trailElement[2]`), or outside every scope; numbers for number inputs, yes/no for check boxes, text otherwise, with its data source\'s values |',
    '',
    'Inside an insured\'s form `insured.*` is that insured; elsewhere, the first insured.',
    '',
    '### Condition problems',
    '',
    '| code | message |',
    '| --- | --- |',
    ...CONDITION_FINDING_CODES.map((code) => `| \`${code}\` | ${CONDITION_FINDING_MESSAGES[code]['zh-CN']} |`),
    '',
  ];
}
