/** What a location hash such as `#page=3&certNo=110101...` asks for. */
export interface HashTarget {
  /** The raw `page` value, when the hash names one. */
  readonly page?: string;
  /** Set when the hash comes from the health notification list: go to the person's information page. */
  readonly certNo?: string;
}

/**
 * Parses the hash form of page selection. Accepts the hash with or without its `#`, and tolerates a
 * router-style prefix (`#/h?page=2`) by reading what follows the last `?`.
 */
export function parseHashTarget(hash: string | null | undefined): HashTarget {
  if (!hash) return {};
  let query = hash.startsWith('#') ? hash.slice(1) : hash;
  const questionMark = query.lastIndexOf('?');
  if (questionMark >= 0) query = query.slice(questionMark + 1);
  const params = new URLSearchParams(query);
  const page = params.get('page');
  const certNo = params.get('certNo');
  return {
    ...(page !== null && page !== '' ? { page } : {}),
    ...(certNo !== null && certNo !== '' ? { certNo } : {}),
  };
}
