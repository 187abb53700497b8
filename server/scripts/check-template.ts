import Ajv from 'ajv';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { GateFactsSchema, type GateFacts } from '../../schema/api/editor/editor-gate-facts';
import type { TemplateConfig } from '../../schema/template/template-config';
import { compileTemplateValidator } from '../../schema/validate/compile-template-validator';
import { serverImageRefs } from '../../shared/publish-gate/image-references';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open-database';
import { loadGateFacts } from '../domain/templates/gate/load-gate-facts';
import { parseArguments } from './check-template/parse-arguments';
import { ruleListing, templateCheckReport } from './check-template/template-check-report';

function readJson(file: string): unknown {
  return JSON.parse(readFileSync(resolve(file), 'utf8')) as unknown;
}

/** Facts written by hand (or saved from the editor's getGateFacts), refused when they are not GateFacts. */
function factsFile(file: string): GateFacts {
  const facts = readJson(file);
  const valid = new Ajv({ strict: false }).compile<GateFacts>(GateFactsSchema);
  if (!valid(facts)) throw new Error(`${file} is not GateFacts: ${JSON.stringify(valid.errors)}`);
  return facts;
}

/** The facts of a template from the server's database, as publishing it would read them. */
async function databaseFacts(template: unknown, tenant: string, templateId: string): Promise<GateFacts> {
  const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir: resolve(process.env.DATA_DIR ?? '.data') });
  try {
    await migrate(db);
    const config = template as TemplateConfig;
    return await loadGateFacts(db, tenant, { templateId, goodsId: config.goodsId, imageRefs: serverImageRefs(config) });
  } finally {
    await db.close();
  }
}

/**
 * `npm run check-template -- <template.json>`: the publish check outside the editor (a CI step, a
 * template written by hand). Prints every finding with its rule, readable place and JSON Pointer, and
 * exits with 1 when there is an error (warnings alone exit 0). See USAGE for the facts it can judge on.
 */
async function main(): Promise<number> {
  const command = parseArguments(process.argv.slice(2));
  if (command.kind === 'rules') {
    console.log(ruleListing(command.locale).join('\n'));
    return 0;
  }
  const template = readJson(command.file);
  const facts = command.factsFile
    ? factsFile(command.factsFile)
    : command.database
      ? await databaseFacts(template, command.database.tenant, command.database.templateId)
      : undefined;
  const report = templateCheckReport(template, compileTemplateValidator(), facts, command.locale);
  console.log(command.json ? JSON.stringify(report.problems, null, 2) : report.lines.join('\n'));
  return report.errors > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  },
);
