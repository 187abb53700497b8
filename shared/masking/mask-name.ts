import { keepEnds } from './keep-ends';

/**
 * A person's name as screens show it: the surname stays, the rest is hidden (周晓燕: 周**). The one
 * rule for names, whether the server masks a reply (`maskValue`) or the buyer app masks a name it
 * holds itself; masking a masked name changes nothing.
 */
export function maskName(name: string): string {
  const text = name.trim();
  return text === '' ? name : keepEnds(text, 1, 0);
}
