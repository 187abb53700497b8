/** A 1-based place in a text. */
export interface TextLocation {
  readonly line: number;
  readonly column: number;
}

/** The line and column of a character offset. */
export function locationOfOffset(text: string, offset: number): TextLocation {
  const before = text.slice(0, Math.max(0, Math.min(offset, text.length)));
  const lines = before.split('\n');
  return { line: lines.length, column: (lines.at(-1)?.length ?? 0) + 1 };
}

/**
 * Where `JSON.parse` failed, read from its error message. Engines word it differently (Chromium:
 * "... at position 45 (line 3 column 5)"; some say only the position; others nothing), so this is
 * best effort and undefined when the message does not say.
 */
export function jsonErrorLocation(message: string, text: string): TextLocation | undefined {
  const lineColumn = /line (\d+) column (\d+)/.exec(message);
  if (lineColumn) return { line: Number(lineColumn[1]), column: Number(lineColumn[2]) };
  const position = /at position (\d+)/.exec(message);
  if (position) return locationOfOffset(text, Number(position[1]));
  if (/unexpected end of (json )?input/i.test(message)) return locationOfOffset(text, text.length);
  return undefined;
}
