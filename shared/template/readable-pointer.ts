import { pointerTokens } from './locate-problem';

/** A pointer the way an operator reads a field: `/attrs/items/0/title` is `attrs.items[0].title`. */
export function readablePointer(pointer: string): string {
  return pointerTokens(pointer).reduce(
    (text, token) => (/^\d+$/.test(token) ? `${text}[${token}]` : text === '' ? token : `${text}.${token}`),
    '',
  );
}
