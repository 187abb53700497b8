/**
 * Length in characters as a buyer counts them: a Chinese character or an emoji is one, not the two
 * UTF-16 units `String.length` reports for characters outside the basic plane.
 */
export function textLength(text: string): number {
  return [...text].length;
}
