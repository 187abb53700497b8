import { attrsSites } from './attrs-sites';
import type { SchemaValidator, SchemaValidatorError } from './schema-validator';

/** Where the checked data sits in the whole template: what an ajv-compiled function takes besides the data. */
export interface ValidationContext {
  readonly instancePath: string;
  readonly parentData: unknown;
  readonly parentDataProperty: string;
  readonly rootData: unknown;
}

/** A compiled attrs schema of one component; errors carry paths from `context.instancePath` on. */
export interface AttrsValidator {
  (data: unknown, context?: ValidationContext): boolean;
  errors?: readonly SchemaValidatorError[] | null;
}

/**
 * One validator of the whole template from its two parts: the structure (everything but the
 * components' attrs, see `buildTemplateStructureJsonSchema`) and, for each component the template
 * uses, its attrs validator. Reports the same errors as the whole-template schema, bar the `if`
 * wrappers of the per-component dispatch (which `errorsToProblems` drops anyway).
 *
 * `isComponent` says which names the catalogue knows: a module of an unknown component is the
 * structure's error, while a known one whose attrs validator is missing is the caller's mistake.
 */
export function splitTemplateValidator(
  structure: SchemaValidator,
  attrsValidators: ReadonlyMap<string, AttrsValidator>,
  isComponent: (component: string) => boolean,
): SchemaValidator {
  const validate: SchemaValidator = (data) => {
    const errors: SchemaValidatorError[] = [];
    if (!structure(data)) errors.push(...(structure.errors ?? []));
    for (const site of attrsSites(data)) {
      const validator = attrsValidators.get(site.component);
      if (validator === undefined) {
        if (isComponent(site.component)) throw new Error(`the attrs validator of ${site.component} is not loaded`);
        continue;
      }
      const context = { instancePath: site.path, parentData: site.module, parentDataProperty: 'attrs', rootData: data };
      if (!validator(site.attrs, context)) errors.push(...(validator.errors ?? []));
    }
    validate.errors = errors.length === 0 ? null : errors;
    return errors.length === 0;
  };
  return validate;
}
