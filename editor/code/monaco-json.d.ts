// The json contribution module ships an empty declaration; its exports are typed in the package's main
// declaration (`monaco.json`). The code view imports the contribution alone to bundle JSON support only.
import type { json } from 'monaco-editor';

declare module 'monaco-editor/esm/vs/language/json/monaco.contribution.js' {
  export const jsonDefaults: typeof json.jsonDefaults;
}
