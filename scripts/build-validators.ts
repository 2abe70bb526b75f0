// `npm run types` (with schema-types.ts): writes src/model/validators.generated.js, the validators of
// every schema in schemas/ compiled ahead of time by ajv's standalone code. The app, the worker, the
// CLI and the tests import these functions, so ajv and the schemas' text never ship and nothing is
// compiled at run time (no eval: the page's CSP needs no 'unsafe-eval'). `--check` only compares
// (used by the unit tests) and exits 1 when the file is out of date.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv2020 from 'ajv/dist/2020.js';
import standaloneCode from 'ajv/dist/standalone/index.js';
import codegen from 'ajv/dist/compile/codegen/index.js';
import ucs2length from 'ajv/dist/runtime/ucs2length.js';
import equal from 'ajv/dist/runtime/equal.js';
import { ITEM_SCHEMAS, PACK_SCHEMA, SHARED_SCHEMAS } from '../src/model/schemas/registry.ts';
import { EDITOR_KEYWORDS, MANIFEST_ID, REF_SINK, WORDED_KEYWORDS } from '../src/model/validator-options.ts';

const { _, Name, stringify, strConcat } = codegen;
const OUT = 'src/model/validators.generated.js';

/**
 * Keywords only people and the JSON editor read. The error messages read a field's `title` and
 * `errorMessage` (ajv's verbose errors carry the schema they failed at), never these; dropping them
 * keeps their text out of the generated module.
 */
const DROPPED = new Set([
  'description',
  'markdownDescription',
  'defaultSnippets',
  'examples',
  'enumDescriptions',
  'markdownEnumDescriptions',
  'deprecationMessage',
  'doNotSuggest',
  '$comment',
]);

/** A schema without the keywords above (property names are kept: under `properties`, a key is a field). */
function strip(node: unknown, underProperties = false): unknown {
  if (Array.isArray(node)) return node.map((n) => strip(n));
  if (typeof node !== 'object' || node === null) return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (!underProperties && DROPPED.has(key)) continue;
    if (!underProperties && (key === 'enum' || key === 'const' || key === 'default')) {
      out[key] = value;
      continue;
    }
    out[key] = strip(
      value,
      !underProperties && (key === 'properties' || key === '$defs' || key === 'patternProperties'),
    );
  }
  return out;
}

/** Replaces every match of `pattern` and fails unless there were `expected` of them (ajv's code changed shape). */
function replaceCounted(
  code: string,
  pattern: RegExp,
  replacement: string,
  expected: (n: number) => boolean,
  what: string,
): string {
  let n = 0;
  const out = code.replace(pattern, (...args: string[]) => {
    n++;
    return replacement.replace(/\$(\d)/g, (_m, i: string) => args[Number(i)] ?? '');
  });
  if (!expected(n)) throw new Error(`build-validators: ${what} matched ${n} times; has ajv's output changed?`);
  return out;
}

/**
 * ajv's standalone code is several times larger than the schemas. What model/validate.ts never reads
 * goes: the `schemaPath` and the keyword's `schema` value of each error, the English `message` of the
 * keywords that schema-messages.ts words itself, and the tracking of evaluated properties (only
 * `unevaluatedProperties`, which no schema uses, reads it). Each error is added by one small function.
 */
function slim(code: string): string {
  const errorSites = (code.match(/const err\d+ = \{(?!\})/g) ?? []).length;
  const all = (n: number) => n === errorSites;
  if (/unevaluated/.test(code))
    throw new Error('build-validators: a schema uses unevaluated*, whose tracking slim() removes');
  code = replaceCounted(code, /schemaPath:"(?:[^"\\]|\\.)*",/g, '', all, 'schemaPath');
  code = replaceCounted(code, /,schema:.*?,parentSchema:/g, ',parentSchema:', all, 'schema');
  const worded = WORDED_KEYWORDS.join('|');
  code = replaceCounted(
    code,
    new RegExp(`(keyword:"(?:${worded})",params:\\{[^{}]*\\}),message:.*?(?=,parentSchema:)`, 'g'),
    '$1',
    (n) => n > 0 && n <= errorSites,
    'message',
  );
  code = replaceCounted(
    code,
    /const (err\d+) = (\{.*?\});if\(vErrors === null\)\{vErrors = \[\1\];\}else \{vErrors\.push\(\1\);\}errors\+\+;/g,
    'vErrors = addError(vErrors, $2);errors++;',
    (n) => n >= errorSites,
    'error push',
  );
  code = replaceCounted(
    code,
    /const evaluated0 = validate\d+\.evaluated;if\(evaluated0\.dynamicProps\)\{evaluated0\.props = undefined;\}if\(evaluated0\.dynamicItems\)\{evaluated0\.items = undefined;\}/g,
    '',
    (n) => n > 0,
    'evaluated',
  );
  code = code.replace(/evaluated0\.(props|items) = (props|items)\d+;/g, '');
  code = code.replace(/validate\d+\.evaluated = \{(?:[^{}]|\{[^{}]*\})*\};/g, '');
  if (/evaluated|const err\d+ =/.test(code))
    throw new Error('build-validators: evaluated-property tracking or an error push is left');
  return code;
}

/** Node gives a CommonJS module's `module.exports` as the default import; its `default` is the function. */
const commonJsDefault = (module: unknown) => (module as { default: (...args: never[]) => unknown }).default;

export function generate(): string {
  const ajv = new Ajv2020({
    allErrors: true,
    strict: true,
    allowUnionTypes: true,
    discriminator: true,
    verbose: true,
    loopRequired: 2,
    loopEnum: 2,
    code: { source: true, esm: true },
  });
  for (const keyword of EDITOR_KEYWORDS)
    ajv.addKeyword({ keyword, schemaType: ['string', 'object', 'array', 'boolean'] });
  // `"refKind": "boss"` on a string field says it holds a boss's id: each such value met while an item
  // is validated is pushed to the module's sink (set by model/validate.ts), for the references check.
  const sink = new Name(REF_SINK);
  ajv.addKeyword({
    keyword: 'refKind',
    schemaType: ['string', 'array'],
    code(cxt) {
      const kinds = ([] as string[]).concat(cxt.schema as string | string[]);
      const at = strConcat(new Name('instancePath'), cxt.it.errorPath);
      cxt.gen.if(_`typeof ${cxt.data} == "string" && ${sink} !== null`, () =>
        cxt.gen.code(_`${sink}.push({instancePath: ${at}, id: ${cxt.data}, kinds: ${stringify(kinds)}})`),
      );
    },
  });

  const files = readdirSync('schemas')
    .filter((f) => f.endsWith('.schema.json'))
    .sort();
  const byId = new Map<string, object>();
  for (const schema of [...SHARED_SCHEMAS, ...Object.values(ITEM_SCHEMAS)])
    byId.set((schema as { $id: string }).$id, schema);
  // The other files (the scenario schemas), which may $ref the content schemas.
  const documents: string[] = [];
  for (const file of files) {
    const schema = JSON.parse(readFileSync(join('schemas', file), 'utf8')) as { $id: string };
    if (schema.$id === (PACK_SCHEMA as { $id: string }).$id || byId.has(schema.$id)) continue;
    byId.set(schema.$id, schema);
    documents.push(schema.$id);
  }
  for (const schema of byId.values()) ajv.addSchema(strip(schema) as object);
  // The manifest alone: items are checked one by one against their kind's schema.
  const pack = strip(PACK_SCHEMA) as { properties: object };
  ajv.addSchema({ ...pack, $id: MANIFEST_ID, properties: { ...pack.properties, items: { type: 'array' } } });

  const kinds = Object.keys(ITEM_SCHEMAS);
  const exported: Record<string, string> = { manifest: MANIFEST_ID };
  kinds.forEach((kind, i) => (exported[`item${i}`] = (ITEM_SCHEMAS[kind] as { $id: string }).$id));
  documents.forEach((id, i) => (exported[`document${i}`] = id));
  let code = standaloneCode(ajv, exported);

  // ajv's runtime helpers are `require`d even in ES module output: their code goes in instead.
  const helpers: Record<string, { name: string; source: string }> = {
    ucs2length: { name: 'ucs2length', source: String(commonJsDefault(ucs2length)) },
    equal: { name: 'equal', source: String(commonJsDefault(equal)) },
  };
  const used = new Set<string>();
  code = code.replace(/require\("ajv\/dist\/runtime\/(\w+)"\)\.default/g, (_match, helper: string) => {
    if (!helpers[helper]) throw new Error(`no inline copy of ajv's runtime helper "${helper}"`);
    used.add(helper);
    return helpers[helper].name;
  });
  if (/require\(/.test(code)) throw new Error('the generated validators still require() a module');
  code = slim(code);
  const prelude = [...used]
    .map((h) => helpers[h]!.source.replace(/^function\s*\w*\s*\(/, `function ${helpers[h]!.name}(`))
    .join('\n');

  const table = (entries: [string, string][]) =>
    `{\n${entries.map(([k, v]) => `  ${JSON.stringify(k)}: ${v},`).join('\n')}\n}`;
  return [
    '// Generated by `npm run types` (scripts/build-validators.ts) from schemas/. Do not edit by hand.',
    '/* eslint-disable */',
    code.replace(/^"use strict";/, ''),
    prelude,
    `function addError(errors, error) {\n  if (errors === null) return [error];\n  errors.push(error);\n  return errors;\n}`,
    `/** Where refKind values go while an item is validated (null: nowhere). */`,
    `let ${REF_SINK} = null;`,
    `export function setRefSink(sink) {\n  ${REF_SINK} = sink;\n}`,
    `export const itemValidators = ${table(kinds.map((kind, i) => [kind, `item${i}`]))};`,
    `export const documentValidators = ${table(documents.map((id, i) => [id, `document${i}`]))};`,
    '',
  ].join('\n');
}

const text = generate();
if (process.argv.includes('--check')) {
  let current = '';
  try {
    current = readFileSync(OUT, 'utf8');
  } catch {
    /* missing counts as out of date */
  }
  if (current !== text) {
    console.error(`${OUT} is out of date: run \`npm run types\`.`);
    process.exit(1);
  }
  console.log(`${OUT} is up to date.`);
} else {
  writeFileSync(OUT, text);
  console.log(`wrote ${OUT} (${Math.round(text.length / 1024)} KB)`);
}
