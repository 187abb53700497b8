import { EDITOR_API_PREFIX } from '../schema/api/editor/editor-routes';
import { SESSION_COOKIE_NAME } from '../server/domain/identity/session-limits';

interface Reply {
  readonly status: number;
  readonly json: { result?: Record<string, unknown>; errors?: { rule?: string; path: string; severity?: string }[] };
}

/**
 * The editor as the benchmark drives it over HTTP, with the development demo accounts of a tenant:
 * its operator saves a draft and its publisher publishes it (four-eyes), as people in the editor do.
 */
export class EditorPublisher {
  private constructor(
    private readonly origin: string,
    private readonly operator: string,
    private readonly publisher: string,
  ) {}

  static async signIn(port: number, tenant: string): Promise<EditorPublisher> {
    const origin = `http://127.0.0.1:${port}`;
    const cookie = async (role: string) => {
      const response = await fetch(`${origin}${EDITOR_API_PREFIX}/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin },
        body: JSON.stringify({ username: `${tenant}-${role}`, password: `${tenant}-${role}-demo` }),
      });
      const found = response.headers.getSetCookie().find((line) => line.startsWith(`${SESSION_COOKIE_NAME}=`));
      if (!response.ok || !found) throw new Error(`${tenant}-${role} could not sign in (${response.status})`);
      return found.split(';')[0]!;
    };
    return new EditorPublisher(origin, await cookie('operator'), await cookie('publisher'));
  }

  private async send(method: 'GET' | 'PUT' | 'POST', path: string, cookie: string, body?: object): Promise<Reply> {
    const response = await fetch(`${this.origin}${EDITOR_API_PREFIX}${path}`, {
      method,
      headers: { origin: this.origin, cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    return { status: response.status, json: (await response.json()) as Reply['json'] };
  }

  /**
   * Saves the template's draft with its first page's label changed to `label`, and publishes it,
   * acknowledging the publish gate's warnings as a publisher would. Resolves once the publish has
   * committed.
   */
  async publishLabel(templateId: string, label: string): Promise<void> {
    const opened = await this.send('GET', `/templates/${templateId}`, this.operator);
    const draft = structuredClone(opened.json.result?.draft) as { pageList: { label: string }[] };
    draft.pageList[0]!.label = label;
    const saved = await this.send('PUT', `/templates/${templateId}/draft`, this.operator, { revision: opened.json.result?.revision, draft });
    if (saved.status !== 200) throw new Error(`draft save refused (${saved.status})`);
    const revision = saved.json.result?.revision;
    let published = await this.send('POST', `/templates/${templateId}/publish`, this.publisher, { revision });
    const warnings = (published.json.errors ?? []).filter((problem) => problem.severity === 'warning');
    if (published.status === 422 && warnings.length === (published.json.errors ?? []).length) {
      const acknowledgedWarnings = warnings.map((warning) => ({ rule: warning.rule ?? '', path: warning.path }));
      published = await this.send('POST', `/templates/${templateId}/publish`, this.publisher, { revision, acknowledgedWarnings });
    }
    if (published.status !== 200) throw new Error(`publish refused (${published.status}): ${JSON.stringify(published.json.errors ?? [])}`);
  }
}
