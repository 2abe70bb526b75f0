export type ParsedJson =
  { ok: true; value: unknown } | { ok: false; message: string; offset: number; line: number; column: number };

/**
 * JSON.parse that never throws and says where the text is broken (1-based line and column).
 * Engines word and place their errors differently (some give no position at all), so on failure
 * a small scanner finds the first bad character itself.
 */
export function parseJson(text: string): ParsedJson {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    const { offset, message } = findSyntaxError(text);
    return { ok: false, message, offset, ...lineColumnOf(text, offset) };
  }
}

export function lineColumnOf(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < text.length; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: offset - lineStart + 1 };
}

class SyntaxAt {
  constructor(
    readonly offset: number,
    readonly message: string,
  ) {}
}

/** Scans JSON text by the grammar of RFC 8259 and returns where and why it first goes wrong. */
function findSyntaxError(text: string): { offset: number; message: string } {
  let i = 0;
  const fail = (message: string): never => {
    throw new SyntaxAt(i, message);
  };
  const describe = () => (i >= text.length ? 'the text ends' : `found ${JSON.stringify(text[i])}`);
  const space = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i]!)) i++;
  };
  const literal = (word: string) => {
    let k = 0;
    while (k < word.length && text[i + k] === word[k]) k++;
    i += k;
    if (k < word.length) fail(`expected ${word}, ${describe()}`);
  };
  const string = () => {
    i++; // opening quote
    for (;;) {
      if (i >= text.length) fail('a string is not closed');
      const ch = text[i]!;
      if (ch === '"') return void i++;
      if (ch < ' ') fail('a string contains a line break or control character; write it as \\n or \\u00XX');
      if (ch === '\\') {
        i++;
        const esc = text[i];
        if (esc === 'u') {
          i++;
          for (let k = 0; k < 4; k++, i++)
            if (!/[0-9a-fA-F]/.test(text[i] ?? '')) fail('a \\u escape needs four hex digits');
        } else if (esc !== undefined && '"\\/bfnrt'.includes(esc)) i++;
        else fail('bad escape in a string');
      } else i++;
    }
  };
  const number = () => {
    const match = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(i));
    if (!match || match[0] === '-' || match[0] === '') fail(`expected a value, ${describe()}`);
    i += match![0].length;
  };
  const value = (): void => {
    space();
    const ch = text[i];
    if (ch === '{') return object();
    if (ch === '[') return array();
    if (ch === '"') return string();
    if (ch === 't') return literal('true');
    if (ch === 'f') return literal('false');
    if (ch === 'n') return literal('null');
    if (ch === '-' || (ch !== undefined && ch >= '0' && ch <= '9')) return number();
    fail(`expected a value, ${describe()}`);
  };
  const object = () => {
    i++;
    space();
    if (text[i] === '}') return void i++;
    for (;;) {
      space();
      if (text[i] !== '"') fail(`expected a property name in double quotes, ${describe()}`);
      string();
      space();
      if (text[i] !== ':') fail(`expected ":" after the property name, ${describe()}`);
      i++;
      value();
      space();
      if (text[i] === '}') return void i++;
      if (text[i] !== ',') fail(`expected "," or "}" in an object, ${describe()}`);
      i++;
      space();
      if (text[i] === '}') fail('a comma before "}" is not allowed in JSON');
    }
  };
  const array = () => {
    i++;
    space();
    if (text[i] === ']') return void i++;
    for (;;) {
      value();
      space();
      if (text[i] === ']') return void i++;
      if (text[i] !== ',') fail(`expected "," or "]" in a list, ${describe()}`);
      i++;
      space();
      if (text[i] === ']') fail('a comma before "]" is not allowed in JSON');
    }
  };
  try {
    value();
    space();
    if (i < text.length) fail(`unexpected text after the JSON value, ${describe()}`);
    return { offset: i, message: 'invalid JSON' };
  } catch (e) {
    if (e instanceof SyntaxAt) return { offset: e.offset, message: e.message };
    throw e;
  }
}
