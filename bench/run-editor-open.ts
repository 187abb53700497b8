import { resolve } from 'node:path';
import { measureEditorOpen } from './editor-open';
import { editorOpenReportLines } from './editor-open-report';

// Only the editor-open measurement, on an existing build (`DIST_DIR`, default `dist`): `npm run bench`
// runs it with the rest and writes the report.
const dist = resolve(import.meta.dirname, '..', process.env.DIST_DIR ?? 'dist');
console.log(editorOpenReportLines(await measureEditorOpen(dist)).join('\n'));
