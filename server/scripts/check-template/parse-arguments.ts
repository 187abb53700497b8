import type { GateLocale } from '../../../shared/publish-gate/gate-finding';

/** What `npm run check-template -- …` was asked to do. */
export type CheckTemplateCommand =
  | { readonly kind: 'rules'; readonly locale: GateLocale }
  | {
      readonly kind: 'check';
      readonly file: string;
      readonly locale: GateLocale;
      /** A JSON file of GateFacts to judge on. */
      readonly factsFile?: string;
      /** Read the facts from the server's database for this tenant and template. */
      readonly database?: { readonly tenant: string; readonly templateId: string };
      readonly json: boolean;
    };

export const USAGE = `Usage: npm run check-template -- <template.json> [options]
       npm run check-template -- --rules [--lang en-US]

Checks a template as publishing does (format migration, schema, publish gate) and exits with 1 when
there is an error. Options:
  --facts <facts.json>            judge the product, promotion and image rules on these facts (GateFacts)
  --tenant <code> --template <id> read the facts from the server's database (DATABASE_URL, or PGlite in DATA_DIR)
  --lang zh-CN|en-US              the language of the messages (default zh-CN)
  --json                          print the findings as JSON`;

/** Reads the command line; throws with the usage when it makes no sense. */
export function parseArguments(args: readonly string[]): CheckTemplateCommand {
  const options = new Map<string, string>();
  const flags = new Set<string>();
  const files: string[] = [];
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index] ?? '';
    if (arg === '--json' || arg === '--rules') flags.add(arg);
    else if (['--facts', '--tenant', '--template', '--lang'].includes(arg)) {
      const value = args[index + 1];
      if (value === undefined || value.startsWith('--')) throw new Error(`${arg} needs a value\n\n${USAGE}`);
      options.set(arg, value);
      index += 1;
    } else if (arg.startsWith('--')) throw new Error(`unknown option ${arg}\n\n${USAGE}`);
    else files.push(arg);
  }
  const lang = options.get('--lang') ?? 'zh-CN';
  if (lang !== 'zh-CN' && lang !== 'en-US') throw new Error(`--lang is zh-CN or en-US\n\n${USAGE}`);
  if (flags.has('--rules')) return { kind: 'rules', locale: lang };
  const [file, ...extra] = files;
  if (file === undefined || extra.length > 0) throw new Error(USAGE);
  const tenant = options.get('--tenant');
  const templateId = options.get('--template');
  if ((tenant === undefined) !== (templateId === undefined)) throw new Error(`--tenant and --template go together\n\n${USAGE}`);
  if (tenant !== undefined && options.has('--facts')) throw new Error(`--facts or --tenant, not both\n\n${USAGE}`);
  return {
    kind: 'check',
    file,
    locale: lang,
    ...(options.has('--facts') ? { factsFile: options.get('--facts') } : {}),
    ...(tenant !== undefined && templateId !== undefined ? { database: { tenant, templateId } } : {}),
    json: flags.has('--json'),
  };
}
