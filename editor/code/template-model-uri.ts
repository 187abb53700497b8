/** The code view's model: the JSON schema is bound to this uri only, so no other JSON gets its markers. */
export const TEMPLATE_MODEL_URI = 'inmemory://editor/template.json';
