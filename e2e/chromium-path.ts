import { existsSync } from 'node:fs';

/**
 * The Chromium the end-to-end suite drives: Debian's package, or `CHROMIUM_PATH`. The suite never
 * downloads a browser of its own.
 */
export function chromiumPath(): string {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(path)) {
    throw new Error(
      `Chromium not found at ${path}. Install Debian's package (apt-get install -y chromium) or set CHROMIUM_PATH.`,
    );
  }
  return path;
}
