/** A signed-in editor user as a template records them: the stable id and the username shown. */
export interface TemplateAuthor {
  readonly id: string;
  readonly name: string;
}
