/** What scripts/build-validators.ts and model/validate.ts share about the generated validators. */

/** Keywords the JSON editor reads and ajv only has to accept (strict mode stays on). */
export const EDITOR_KEYWORDS = [
  'markdownDescription',
  'defaultSnippets',
  'enumDescriptions',
  'markdownEnumDescriptions',
  'deprecationMessage',
  'errorMessage',
  'doNotSuggest',
];

/** The pack manifest's schema with `items` only required to be a list (each item is checked by its kind). */
export const MANIFEST_ID = 'https://tomb-raider-workshop.example/schemas/pack-manifest.schema.json';

/** The generated module's variable that collects refKind values while an item is validated. */
export const REF_SINK = 'refSink';

/**
 * The keywords whose errors schema-messages.ts words itself (or simplify() drops): their English
 * `message` is left out of the generated code. Any other keyword's error keeps ajv's message.
 */
export const WORDED_KEYWORDS = [
  'type',
  'required',
  'additionalProperties',
  'enum',
  'const',
  'pattern',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minItems',
  'maxItems',
  'minLength',
  'maxLength',
  'uniqueItems',
  'multipleOf',
  'discriminator',
  'oneOf',
  'anyOf',
  'if',
  'not',
];

/** The scenario files' schema (schemas/scenario.schema.json), which a replay is checked against. */
export const SCENARIO_ID = 'https://tomb-raider-workshop.example/schemas/scenario.schema.json';
