/**
 * The success reply of a route that answers an image's bytes, as its route schema declares it: the
 * image in one of `mimeTypes` (Fastify sends a Buffer as it is, so this schema serializes nothing).
 */
export function imageReply(description: string, mimeTypes: readonly string[]): object {
  const media = { schema: { type: 'string', format: 'binary' } };
  return { description, content: Object.fromEntries(mimeTypes.map((type) => [type, media])) };
}
