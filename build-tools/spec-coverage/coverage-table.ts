/**
 * The spec-coverage table of `docs/spec-coverage.md`: one row per spec row, naming the code that
 * implements it and the tests that fail without it.
 *
 * A row is `| spec row | code | tests |`. Code and test cells hold references separated by `<br>`:
 * - code: `` `path` `` or `` `path#symbol` `` (the file must define or use the symbol);
 * - tests: `` `path` › test title `` (the file must hold a test of that title).
 * A cell may instead read `n/a: <why>` when the spec row has nothing to implement or test.
 */
export interface CodeReference {
  readonly path: string;
  readonly symbol?: string;
}

export interface TestReference {
  readonly path: string;
  readonly title: string;
}

export interface CoverageRow {
  readonly section: string;
  readonly specRow: string;
  readonly code: readonly CodeReference[];
  readonly tests: readonly TestReference[];
  /** Why a cell holds no reference, when it says `n/a: ...`. */
  readonly notApplicable: readonly string[];
  readonly line: number;
}

const NOT_APPLICABLE = /^n\/a:\s*(.+)$/;

function splitCell(cell: string): string[] {
  return cell
    .split(/<br\s*\/?>/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

function parseCode(part: string, line: number): CodeReference {
  const match = /^`([^`#]+)(?:#([^`]+))?`$/.exec(part);
  if (!match) throw new Error(`docs/spec-coverage.md line ${line}: code reference "${part}" is not \`path\` or \`path#symbol\``);
  return match[2] ? { path: match[1]!, symbol: match[2] } : { path: match[1]! };
}

function parseTest(part: string, line: number): TestReference {
  const match = /^`([^`]+)`\s*›\s*(.+)$/.exec(part);
  if (!match) throw new Error(`docs/spec-coverage.md line ${line}: test reference "${part}" is not \`path\` › title`);
  return { path: match[1]!, title: match[2]!.trim() };
}

/** Splits a Markdown table row into its cells, keeping `\|` inside a cell. */
function cells(row: string): string[] {
  return row
    .trim()
    .replace(/^\||\|$/g, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim().replace(/\\\|/g, '|'));
}

/** Reads every coverage row of the document, under the `##` heading it sits in. */
export function parseCoverageTable(markdown: string): CoverageRow[] {
  const rows: CoverageRow[] = [];
  let section = '';
  markdown.split('\n').forEach((text, index) => {
    const line = index + 1;
    const heading = /^##\s+(.+)$/.exec(text);
    if (heading) {
      section = heading[1]!.trim();
      return;
    }
    if (!text.startsWith('|') || /^\|\s*-/.test(text) || /^\|\s*Spec row\s*\|/.test(text)) return;
    const [specRow, code, tests, ...rest] = cells(text);
    if (specRow === undefined || code === undefined || tests === undefined || rest.length > 0) {
      throw new Error(`docs/spec-coverage.md line ${line}: a row has three cells: spec row, code, tests`);
    }
    const notApplicable: string[] = [];
    const take = <T>(cell: string, parse: (part: string, line: number) => T): T[] => {
      const reason = NOT_APPLICABLE.exec(cell);
      if (reason) {
        notApplicable.push(reason[1]!);
        return [];
      }
      return splitCell(cell).map((part) => parse(part, line));
    };
    rows.push({ section, specRow, code: take(code, parseCode), tests: take(tests, parseTest), notApplicable, line });
  });
  return rows;
}
