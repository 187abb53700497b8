/**
 * The rows of the product specification's tables (routes, calls, errors, constants): the rows the
 * coverage table must account for one by one. Each is named by its first cell.
 */
export interface SpecTableRow {
  /** The `###` or `##` heading the table sits under. */
  readonly heading: string;
  readonly firstCell: string;
}

export function specTableRows(markdown: string): SpecTableRow[] {
  const rows: SpecTableRow[] = [];
  let heading = '';
  let headerSeen = false;
  for (const text of markdown.split('\n')) {
    const title = /^#{2,3}\s+(.+)$/.exec(text);
    if (title) {
      heading = title[1]!.trim();
      headerSeen = false;
      continue;
    }
    if (!text.startsWith('|')) {
      headerSeen = false;
      continue;
    }
    if (/^\|\s*-/.test(text)) {
      headerSeen = true;
      continue;
    }
    if (!headerSeen) continue;
    const firstCell = text.replace(/^\|/, '').split('|')[0]!.trim();
    rows.push({ heading, firstCell });
  }
  return rows;
}
