import { ENVIRONMENTS } from '../../shared/constants';

/** The deployment a page is served from (spec section 9): DEV, TEST, UAT or PROD. */
export type DeployEnvironment = (typeof ENVIRONMENTS)[number];

/** One value per environment, as a build setting lists them; environments not listed are absent. */
export type EnvironmentTable = Partial<Record<DeployEnvironment, string>>;

function isEnvironment(name: string): name is DeployEnvironment {
  return (ENVIRONMENTS as readonly string[]).includes(name);
}

/**
 * Reads a build setting of the form `DEV=value;TEST=value`: entries split on `;`, each on its first
 * `=` (so a value may be an address with a query). Unknown environment names and blank values are
 * ignored, so a typo leaves that environment on its default instead of breaking the page.
 */
export function parseEnvironmentTable(setting: string | undefined): EnvironmentTable {
  const table: EnvironmentTable = {};
  for (const entry of (setting ?? '').split(';')) {
    const at = entry.indexOf('=');
    if (at < 0) continue;
    const name = entry.slice(0, at).trim().toUpperCase();
    const value = entry.slice(at + 1).trim();
    if (isEnvironment(name) && value !== '') table[name] = value;
  }
  return table;
}

function hostMatches(host: string, pattern: string): boolean {
  if (pattern.startsWith('*.')) return host.endsWith(pattern.slice(1));
  return host === pattern;
}

/**
 * The environment of a host name, from a table of comma-separated host names per environment
 * (`DEV=localhost,127.0.0.1;TEST=h5-test.example.com;UAT=*.uat.example.com`; `*.` matches any
 * subdomain). A host listed nowhere is PROD: the safe default, since PROD turns off every
 * development aid (such as skipValidate) and uses the production viewers.
 */
export function environmentForHost(host: string, hosts: EnvironmentTable): DeployEnvironment {
  const name = host.trim().toLowerCase();
  for (const environment of ENVIRONMENTS) {
    const patterns = (hosts[environment] ?? '').split(',').map((pattern) => pattern.trim().toLowerCase());
    if (patterns.some((pattern) => pattern !== '' && hostMatches(name, pattern))) return environment;
  }
  return 'PROD';
}

/** The environment of this page, by its host and the build's `VITE_ENVIRONMENT_HOSTS`. */
export function currentDeployEnvironment(hostname: string = window.location.hostname): DeployEnvironment {
  return environmentForHost(hostname, parseEnvironmentTable(import.meta.env.VITE_ENVIRONMENT_HOSTS as string | undefined));
}
