/** A `data:image/...` URL taken apart: its declared type (not trusted) and its bytes. */
export interface DataImage {
  readonly declaredType: string;
  readonly bytes: Uint8Array;
}

const DATA_IMAGE_URL = /^data:(image\/[a-z0-9.+-]+)((?:;[^;,]*)*),(.*)$/is;

function base64Bytes(payload: string): Uint8Array | undefined {
  try {
    const binary = atob(decodeURIComponent(payload).replace(/\s+/g, ''));
    return Uint8Array.from(binary, (character) => character.charCodeAt(0));
  } catch {
    return undefined;
  }
}

function percentDecodedBytes(payload: string): Uint8Array | undefined {
  try {
    return new TextEncoder().encode(decodeURIComponent(payload));
  } catch {
    return undefined;
  }
}

/**
 * Reads a `data:image/...` URL, base64 or percent-encoded (RFC 2397). Undefined when it is no image
 * data URL or its payload does not decode. Written here rather than taken from a package because it
 * runs in the buyer bundle, where a full WHATWG URL implementation would weigh more than the app.
 */
export function readDataImageUrl(url: string): DataImage | undefined {
  const match = DATA_IMAGE_URL.exec(url);
  if (!match) return undefined;
  const [, declaredType = '', parameters = '', payload = ''] = match;
  const base64 = parameters.toLowerCase().split(';').includes('base64');
  const bytes = base64 ? base64Bytes(payload) : percentDecodedBytes(payload);
  return bytes && bytes.length > 0 ? { declaredType: declaredType.toLowerCase(), bytes } : undefined;
}
