import type { Person } from '../../../../schema/entities/person';
import type { RuleSpec } from '../../../../schema/template/rule-spec';
import { parseIdCard } from '../../../../shared/identity/parse-id-card';
import { fieldLimit, type FieldControl } from '../../../../shared/rules/field-limits';
import { validateField } from '../../../../shared/rules/rule-catalogue';
import type { RuleContext } from '../../../../shared/rules/rule-context';
import { ORDER_MESSAGES } from '../order-messages';

/** What a party must carry: identity (name, certificate) and, for the holder, a phone. */
export interface PersonRequirements {
  readonly identity: boolean;
  readonly phone: boolean;
  /** Today in China, for birth dates inside ID numbers. */
  readonly today: string;
}

const CERTIFICATE: RuleSpec = { rule: 'certificate', value: 'certType' };

/** The rules of a field's length limit (spec section 5), the same the form row runs. */
function limitRules(field: keyof Person, control: FieldControl, label: string): RuleSpec[] {
  return [...(fieldLimit(field, control, label)?.rules ?? [])];
}

/**
 * The first problem with a person's fields, checked with the shared rule catalogue as the form
 * checks them: name (2 to 30 characters), certificate number by certificate type, phone, email,
 * birthday, and the length limits of address, work unit, work place and age. Fields that are not
 * required are checked only when present.
 */
export function personProblem(person: Person | undefined, required: PersonRequirements): string | undefined {
  const p = person ?? {};
  const checks: [unknown, RuleSpec[], RuleContext][] = [
    [p.name, [{ rule: 'formName' }], { required: required.identity, label: ORDER_MESSAGES.nameLabel, kind: 'input' }],
    [p.certType, [], { required: required.identity, label: ORDER_MESSAGES.certTypeLabel, kind: 'select' }],
    [
      p.certNo,
      [CERTIFICATE],
      { required: required.identity, label: ORDER_MESSAGES.certNoLabel, kind: 'input', values: { certType: p.certType }, today: required.today },
    ],
    [p.phone, [{ rule: 'phone' }], { required: required.phone, label: ORDER_MESSAGES.phoneLabel, kind: 'input' }],
    [p.email, [{ rule: 'email' }], {}],
    [p.birthday, [{ rule: 'date' }], {}],
    [p.address, limitRules('address', 'text', ORDER_MESSAGES.addressLabel), {}],
    [p.workUnit, limitRules('workUnit', 'text', ORDER_MESSAGES.workUnitLabel), {}],
    [p.workPlace, limitRules('workPlace', 'text', ORDER_MESSAGES.workPlaceLabel), {}],
    [p.age, limitRules('age', 'number', ORDER_MESSAGES.ageLabel), {}],
  ];
  for (const [value, specs, context] of checks) {
    const problem = validateField(value, specs, context);
    if (problem) return problem;
  }
  return idCardMismatch(p, required.today);
}

/**
 * A person's birthday: the one sent, else the one a valid resident ID number carries (normalizeOrder
 * fills it in, but a check must not depend on that).
 */
export function personBirthday(person: Person | undefined, today: string): string | undefined {
  if (person?.birthday) return person.birthday;
  if (person?.certType !== 'I' || typeof person.certNo !== 'string') return undefined;
  const card = parseIdCard(person.certNo, today);
  return card.valid ? card.birthday : undefined;
}

/**
 * A resident ID number carries the birthday and gender (the form derives and locks them); a request
 * that says otherwise would be priced and underwritten on an age the ID contradicts.
 */
function idCardMismatch(person: Person, today: string): string | undefined {
  if (person.certType !== 'I' || typeof person.certNo !== 'string') return undefined;
  const card = parseIdCard(person.certNo, today);
  if (!card.valid) return undefined;
  if (person.birthday && person.birthday !== card.birthday) return ORDER_MESSAGES.birthdayMismatch;
  if (person.gender && person.gender !== card.gender) return ORDER_MESSAGES.genderMismatch;
  return undefined;
}
