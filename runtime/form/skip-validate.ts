import type { DeployEnvironment } from '../env/deploy-environment';

/**
 * Whether the dev flag skipValidate (spec section 5) lets a forward action pass an invalid form: it
 * must be asked for (`skipValidate=1` in the address) and is honoured only outside PROD, so a buyer
 * cannot use it; an unknown host counts as PROD. Only the page form is skipped: the clause agreement
 * and the premium are still checked, and the server validates everything it receives.
 */
export function skipsValidation(flag: string | undefined, environment: DeployEnvironment): boolean {
  return flag === '1' && environment !== 'PROD';
}
