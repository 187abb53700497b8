/** The workspace shows the design (panels and canvas) or the template's JSON in the code view. */
export type WorkspaceView = 'design' | 'code';
