import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const NGINX = '/usr/sbin/nginx';
const CONFIG = resolve(import.meta.dirname, 'insure-h5.conf');

/** Why the check cannot run here, or undefined when it can. */
function skipReason(): string | undefined {
  if (!existsSync(NGINX)) return `nginx is not installed (${NGINX}; Debian: apt-get install nginx)`;
  if (spawnSync('openssl', ['version']).status !== 0) return 'openssl is not installed (needed for a throwaway certificate)';
  return undefined;
}
const skip = skipReason();

/**
 * The shipped config in an nginx of its own: a temporary prefix holding a wrapper nginx.conf (the
 * http block a distribution's would give), a throwaway self-signed certificate in place of the
 * site's, the cache and temporary paths under the prefix, and each listening port replaced by a
 * socket file in the prefix (`nginx -t` opens the listening sockets), so the check needs no root,
 * writes nothing outside the prefix and binds no TCP port.
 */
function nginxPrefix(): string {
  const prefix = mkdtempSync(join(tmpdir(), 'insure-nginx-'));
  const tls = join(prefix, 'tls');
  mkdirSync(tls);
  mkdirSync(join(prefix, 'logs'));
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=h5.example.com', '-keyout', join(tls, 'privkey.pem'), '-out', join(tls, 'fullchain.pem')], {
    stdio: 'ignore',
  });
  const site = readFileSync(CONFIG, 'utf8')
    .replaceAll('/etc/nginx/tls/insure-h5/', `${tls}/`)
    .replaceAll('/var/cache/nginx/insure-h5', join(prefix, 'cache'))
    // `nginx -t` opens the listening sockets: each TCP port becomes a socket file in the prefix.
    .replace(/^(\s*listen\s+)(\[::\]:)?(\d+)/gm, (_line, listen: string, v6: string | undefined, port: string) => `${listen}unix:${join(prefix, `listen-${port}${v6 ? '-v6' : ''}.sock`)}`);
  if (/^\s*listen\s+(?!unix:)/m.test(site)) throw new Error('a listen line the check would bind as a TCP port');
  writeFileSync(join(prefix, 'insure-h5.conf'), site);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `    ${kind}_temp_path ${join(prefix, `${kind}_temp`)};`).join('\n');
  writeFileSync(
    join(prefix, 'nginx.conf'),
    `pid ${join(prefix, 'nginx.pid')};\nerror_log stderr;\nevents {}\nhttp {\n    access_log off;\n${temp}\n    include ${join(prefix, 'insure-h5.conf')};\n}\n`,
  );
  return prefix;
}

describe.skipIf(skip)(`the nginx config of the deploy doc${skip ? ` (skipped: ${skip})` : ''}`, () => {
  const prefixes: string[] = [];
  afterAll(() => {
    for (const prefix of prefixes) rmSync(prefix, { recursive: true, force: true });
  });
  const check = (prefix: string) => spawnSync(NGINX, ['-t', '-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', 'stderr'], { encoding: 'utf8' });

  it('parses with nginx -t', () => {
    const prefix = nginxPrefix();
    prefixes.push(prefix);
    const result = check(prefix);
    expect(result.stderr).toContain('test is successful');
    expect(result.status).toBe(0);
  });

  it('is really checked: a broken copy fails nginx -t', () => {
    const prefix = nginxPrefix();
    prefixes.push(prefix);
    const site = join(prefix, 'insure-h5.conf');
    writeFileSync(site, readFileSync(site, 'utf8').replace('proxy_pass http://insure_h5;', 'proxy_pass http://insure_h5'));
    expect(check(prefix).status).not.toBe(0);
  });
});
