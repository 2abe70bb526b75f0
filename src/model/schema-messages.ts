import type { ErrorObject } from 'ajv';
import { SLUG_PATTERN } from './content.ts';
import { closest } from './closest.ts';

/**
 * Turns one of ajv's errors into a sentence a designer understands, naming the field (by the
 * schema's title where it has one) and what is expected. Returns the pointer to report it at:
 * always a place that exists in the document (a missing field is reported at its parent object).
 */
export function describeSchemaError(error: ErrorObject): { pointer: string; message: string } {
  const pointer = error.instancePath;
  const field = fieldName(error);
  const p = error.params as Record<string, unknown>;
  // A field's own words for what is wrong with it (the schema's "errorMessage", which the JSON
  // editor shows too), where a general sentence would only repeat the schema's terms.
  const own = (error.parentSchema as { errorMessage?: unknown } | undefined)?.errorMessage;
  if (typeof own === 'string' && own && error.keyword !== 'required' && error.keyword !== 'additionalProperties')
    return { pointer, message: own };
  switch (error.keyword) {
    case 'required': {
      const missing = String(p.missingProperty);
      const schema = (error.parentSchema as { properties?: Record<string, { errorMessage?: unknown }> } | undefined)
        ?.properties?.[missing];
      if (typeof schema?.errorMessage === 'string' && schema.errorMessage)
        return { pointer, message: schema.errorMessage };
      return { pointer, message: `Missing the required field "${missing}".` };
    }
    case 'additionalProperties':
      return {
        pointer: `${pointer}/${escape(String(p.additionalProperty))}`,
        message: `Unknown field "${String(p.additionalProperty)}": this kind of item has no such field (check its spelling).`,
      };
    case 'type':
      return { pointer, message: `${field} must be ${article(String(p.type))}.` };
    case 'enum':
      return { pointer, message: enumMessage(field, p.allowedValues as unknown[], error.data) };
    case 'const':
      return { pointer, message: `${field} must be ${JSON.stringify(p.allowedValue)}.` };
    case 'pattern':
      if (p.pattern === SLUG_PATTERN.source)
        return {
          pointer,
          message: `${field} must be a lower-case slug: letters, digits and single hyphens, e.g. "red-door".`,
        };
      return { pointer, message: `${field} does not have the expected form (${String(p.pattern)}).` };
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return { pointer, message: `${field} must be ${String(p.comparison)} ${String(p.limit)}.` };
    case 'minItems':
      return { pointer, message: `${field} needs at least ${String(p.limit)} entr${p.limit === 1 ? 'y' : 'ies'}.` };
    case 'maxItems':
      return { pointer, message: `${field} may have at most ${String(p.limit)} entr${p.limit === 1 ? 'y' : 'ies'}.` };
    case 'minLength':
      return {
        pointer,
        message:
          p.limit === 1 ? `${field} must not be empty.` : `${field} needs at least ${String(p.limit)} characters.`,
      };
    case 'maxLength':
      return { pointer, message: `${field} may have at most ${String(p.limit)} characters.` };
    case 'uniqueItems':
      return { pointer, message: `${field} lists the same value twice (entries ${String(p.j)} and ${String(p.i)}).` };
    case 'multipleOf':
      return { pointer, message: `${field} must be a multiple of ${String(p.multipleOf)}.` };
    case 'discriminator':
      return {
        pointer,
        message:
          p.error === 'mapping'
            ? `${field} has an unknown "${String(p.tag)}"; see the schema for the allowed values.`
            : `${field} needs a "${String(p.tag)}" that says which form it takes.`,
      };
    case 'oneOf':
    case 'anyOf':
      return { pointer, message: `${field} does not match any of the forms allowed here.` };
    default:
      return { pointer, message: `${field}: ${error.message ?? 'is not valid'}.` };
  }
}

/** A long list of allowed values is no help to read: say how many there are and the nearest one. */
const LONG_ENUM = 12;

function enumMessage(field: string, allowed: unknown[], data: unknown): string {
  if (allowed.length <= LONG_ENUM)
    return `${field} must be one of: ${allowed.map((v) => JSON.stringify(v)).join(', ')}.`;
  const near =
    typeof data === 'string'
      ? closest(
          data,
          allowed.filter((v): v is string => typeof v === 'string'),
        )
      : undefined;
  const given = data === undefined ? '' : ` ${JSON.stringify(data)}`;
  return `${field}${given} is not one of its ${allowed.length} allowed values${near ? `; did you mean "${near}"?` : " (the field's description lists them)."}`;
}

function fieldName(error: ErrorObject): string {
  const title = (error.parentSchema as { title?: unknown } | undefined)?.title;
  const last = error.instancePath.split('/').pop() ?? '';
  if (typeof title === 'string' && title)
    return `"${title}"${last && !/^\d+$/.test(last) ? '' : last ? ` (entry ${last})` : ''}`;
  if (!last) return 'The item';
  return /^\d+$/.test(last) ? `Entry ${last}` : `"${unescape(last)}"`;
}

const article = (type: string) =>
  type
    .split(',')
    .map(
      (t) =>
        ({
          integer: 'a whole number',
          number: 'a number',
          string: 'text',
          boolean: 'true or false',
          array: 'a list',
          object: 'an object',
          null: 'null',
        })[t] ?? t,
    )
    .join(' or ');

const escape = (token: string) => token.replace(/~/g, '~0').replace(/\//g, '~1');
const unescape = (token: string) => token.replace(/~1/g, '/').replace(/~0/g, '~');
