import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** The demo accounts the development server seeds: `<tenant>-<role>`, password `<tenant>-<role>-demo`. */
export type DemoRole = 'operator' | 'publisher' | 'qa' | 'admin' | 'compliance';

export function demoAccount(tenant: 'health' | 'ba', role: DemoRole): { readonly username: string; readonly password: string } {
  const username = `${tenant}-${role}`;
  return { username, password: `${username}-demo` };
}

/**
 * Signs a demo account in on an API request context: the browser page's own (`page.request`, which
 * shares the page's cookies) or the test's `request` fixture. State-changing editor calls must name
 * this server as their Origin, as the editor page does.
 */
export async function signInAccount(request: APIRequestContext, baseURL: string, tenant: 'health' | 'ba', role: DemoRole): Promise<void> {
  const response = await request.post('/api/editor/session', { data: demoAccount(tenant, role), headers: { origin: baseURL } });
  expect(response.status(), `sign-in of ${tenant}-${role}`).toBe(200);
}

/** Signs the page's browser in as a demo account before it opens the editor (no sign-in page shown). */
export async function signInPage(page: Page, baseURL: string, tenant: 'health' | 'ba', role: DemoRole): Promise<void> {
  await signInAccount(page.request, baseURL, tenant, role);
}

/** The words of signing in and out in one interface language. */
export interface SignInWords {
  readonly username: string;
  readonly password: string;
  readonly signIn: string;
  readonly signOut: string;
  /** The sign-in page's heading. */
  readonly signInTitle: string;
}

/** The editor's default language. */
export const CHINESE_SIGN_IN: SignInWords = { username: '用户名', password: '密码', signIn: '登录', signOut: '退出登录', signInTitle: '登录模板编辑器' };

export const ENGLISH_SIGN_IN: SignInWords = { username: 'Username', password: 'Password', signIn: 'Sign in', signOut: 'Sign out', signInTitle: 'Sign in to the template editor' };

/** Signs in through the editor's sign-in page, as a person does (in the language the page shows). */
export async function signInThroughPage(page: Page, tenant: 'health' | 'ba', role: DemoRole, words: SignInWords = CHINESE_SIGN_IN): Promise<void> {
  const account = demoAccount(tenant, role);
  await page.getByLabel(words.username).fill(account.username);
  await page.getByLabel(words.password).fill(account.password);
  await page.getByRole('button', { name: words.signIn, exact: true }).click();
  await expect(page.getByTestId('signed-in-user')).toHaveText(account.username);
}

/** Signs out with the header's button and waits for the sign-in page. */
export async function signOutThroughPage(page: Page, words: SignInWords = CHINESE_SIGN_IN): Promise<void> {
  await page.getByTestId('user-menu').getByRole('button', { name: words.signOut }).click();
  await expect(page.getByRole('heading', { name: words.signInTitle })).toBeVisible();
}
