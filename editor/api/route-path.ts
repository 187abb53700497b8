/**
 * Fills the `:name` segments of a route path from its parameters, URI-encoded. A missing parameter is
 * a programming error (the types require every one), so it throws rather than calling a wrong address.
 */
export function routePath(path: string, params: Readonly<Record<string, string | number>> | undefined): string {
  return path.replace(/:(\w+)/g, (_segment, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`route ${path} needs the parameter "${name}"`);
    return encodeURIComponent(String(value));
  });
}
