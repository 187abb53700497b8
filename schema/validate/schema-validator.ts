/**
 * The shape shared by an ajv-compiled validator and a precompiled standalone one, so that validation
 * code does not care which of the two it was given.
 */
export interface SchemaValidator {
  (data: unknown): boolean;
  errors?: readonly SchemaValidatorError[] | null;
}

/** The fields of an ajv error object that we read. */
export interface SchemaValidatorError {
  readonly instancePath: string;
  readonly schemaPath: string;
  readonly keyword: string;
  readonly params: Record<string, unknown>;
  readonly message?: string;
}
