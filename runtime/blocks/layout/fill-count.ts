/** Puts a number into a message with an `{n}` placeholder (第{n}步：, （{n}s）). */
export function fillCount(template: string, n: number): string {
  return template.replace('{n}', String(n));
}
