/**
 * What the odds CLI and the dice lab are asked, read from the same words: `3>4 +1> >-1 --need 2`,
 * `--coc --dice 3 --need 2`, `--ccg --ability 3 --danger 7 --bonus 1` (docs/odds.md lists them all).
 * Reading only: the numbers come from rpg.ts, coc.ts and ccg.ts (report.ts puts them together).
 */
import type { DieResult } from '../../engine/coc/index.ts';
import type { RpgTest } from './rpg.ts';

export interface RpgRequest {
  game: 'rpg';
  test: RpgTest;
  /** Successes needed (1 unless said). */
  need: number;
  extended?: { need: number; endurance: number; save?: RpgTest; qualities: number };
}

export interface CocRequest {
  game: 'coc';
  laraDice: number;
  specialDice: number;
  need?: number;
  /** Event Cards to discard for sacrifices (Infinity: every one). */
  eventCards: number;
  rerolls: number;
  bonus: number;
  /** An action card, ability or weapon whose boxes' thresholds are listed. */
  action?: string;
  /** Faces given on the command line instead of the pack's. */
  laraFaces?: DieResult[];
  specialFaces?: DieResult[];
}

export interface CcgRequest {
  game: 'ccg';
  ability: number;
  target: number;
  bonus: number;
  extraDice: number;
  doubleDice: boolean;
  rerolls: number;
  /** Another raider's fight rating and bonus, for a fight between raiders. */
  versus?: { ability: number; bonus: number };
}

export type OddsRequest = RpgRequest | CocRequest | CcgRequest;

export interface ParsedArgs {
  request?: OddsRequest;
  json: boolean;
  /** Options only the CLI reads (--pack). */
  pack?: string;
  error?: string;
}

const TEST = /^(-?\d+)((?:[+-]\d+)*)>(-?\d+)((?:[+-]\d+)*)$/;
const sumOf = (mods: string) => [...mods.matchAll(/[+-]\d+/g)].reduce((s, m) => s + Number(m[0]), 0);

/** `X>Y`, with modifiers written inline (`3+2>4-1`: +2> and >−1). */
export function parseTest(text: string): RpgTest | undefined {
  const m = TEST.exec(text.replace(/\s+/g, ''));
  if (!m) return undefined;
  return {
    competence: Number(m[1]),
    challenge: Number(m[3]),
    diceModifier: sumOf(m[2]!),
    targetModifier: sumOf(m[4]!),
  };
}

const FACE_WORDS: Record<string, DieResult> = {
  success: 'success',
  s: 'success',
  double: 'doubleSuccess',
  doublesuccess: 'doubleSuccess',
  d: 'doubleSuccess',
  fail: 'fail',
  f: 'fail',
  sacrifice: 'sacrifice',
  x: 'sacrifice',
};

function parseFaces(text: string): DieResult[] | undefined {
  const faces = text.split(',').map((w) => FACE_WORDS[w.trim().toLowerCase()]);
  return faces.length && faces.every((f) => f !== undefined) ? (faces as DieResult[]) : undefined;
}

/** Splits the lab's line into words as a shell would for these arguments (quotes group words). */
export function splitWords(line: string): string[] {
  return [...line.matchAll(/"([^"]*)"|'([^']*)'|(\S+)/g)].map((m) => m[1] ?? m[2] ?? m[3]!);
}

const VALUED = new Set([
  '--need',
  '--assist',
  '--extended',
  '--endurance',
  '--save',
  '--qualities',
  '--dice',
  '--special',
  '--sacrifice',
  '--reroll',
  '--bonus',
  '--action',
  '--faces',
  '--special-faces',
  '--ability',
  '--danger',
  '--target',
  '--extra-dice',
  '--versus',
  '--versus-bonus',
  '--pack',
]);
const FLAGS = new Set(['--json', '--coc', '--ccg', '--rpg', '--knack', '--double']);

export function parseOddsArgs(args: readonly string[]): ParsedArgs {
  const values = new Map<string, string[]>();
  const flags = new Set<string>();
  const words: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    const eq = a.indexOf('=');
    const name = a.startsWith('--') && eq > 0 ? a.slice(0, eq) : a;
    if (VALUED.has(name)) {
      const v = eq > 0 && a.startsWith('--') ? a.slice(eq + 1) : args[++i];
      if (v === undefined) return { json: false, error: `${name} needs a value` };
      values.set(name, [...(values.get(name) ?? []), v]);
    } else if (FLAGS.has(a)) flags.add(a);
    else if (a.startsWith('--')) return { json: false, error: `unknown option ${a}` };
    else words.push(a);
  }
  const json = flags.has('--json');
  const pack = values.get('--pack')?.at(-1);
  const base = { json, ...(pack ? { pack } : {}) };
  const fail = (error: string): ParsedArgs => ({ ...base, error });
  let bad: string | undefined;
  const int = (name: string, fallback: number, min = 0): number => {
    const v = values.get(name)?.at(-1);
    if (v === undefined) return fallback;
    const n = Number(v);
    if (!Number.isInteger(n) || n < min)
      bad ??= `${name} takes a whole number${min > -Infinity ? ` of at least ${min}` : ''}, not "${v}"`;
    return n;
  };
  const given = (name: string) => values.has(name);
  if (flags.has('--coc')) {
    const sac = values.get('--sacrifice')?.at(-1);
    const request: CocRequest = {
      game: 'coc',
      laraDice: int('--dice', 0),
      specialDice: int('--special', 0),
      eventCards: sac === 'all' ? Infinity : int('--sacrifice', 0),
      rerolls: int('--reroll', 0),
      bonus: int('--bonus', 0),
    };
    if (given('--need')) request.need = int('--need', 1, 1);
    const action = values.get('--action')?.at(-1);
    if (action) request.action = action;
    for (const [flag, field] of [
      ['--faces', 'laraFaces'],
      ['--special-faces', 'specialFaces'],
    ] as const) {
      const text = values.get(flag)?.at(-1);
      if (text === undefined) continue;
      const faces = parseFaces(text);
      if (!faces) return fail(`${flag} lists faces as success, double, fail or sacrifice, separated by commas`);
      request[field] = faces;
    }
    if (bad) return fail(bad);
    if (request.laraDice + request.specialDice < 1)
      return fail('--coc needs dice: --dice N (Lara Dice) and/or --special N');
    if (request.laraDice + request.specialDice > 12) return fail('at most 12 dice are rolled at once here');
    return { ...base, request };
  }
  if (flags.has('--ccg')) {
    const request: CcgRequest = {
      game: 'ccg',
      ability: int('--ability', -1),
      target: given('--danger') ? int('--danger', 0, -Infinity) : int('--target', 0, -Infinity),
      bonus: int('--bonus', 0, -Infinity),
      extraDice: int('--extra-dice', 0, -Infinity),
      doubleDice: flags.has('--double'),
      rerolls: int('--reroll', 0),
    };
    if (given('--versus')) request.versus = { ability: int('--versus', 0), bonus: int('--versus-bonus', 0, -Infinity) };
    if (bad) return fail(bad);
    if (request.ability < 0) return fail('--ccg needs the ability tested: --ability N');
    if (!given('--danger') && !given('--target') && !request.versus)
      return fail('--ccg needs the number to reach: --danger N');
    if (request.ability + request.extraDice > 40) return fail('at most 40 dice are rolled at once here');
    return { ...base, request };
  }
  // The RPG: one test, and its modifiers written as words of their own (+2> and >-1).
  let test: RpgTest | undefined;
  let dice = 0;
  let target = 0;
  for (const w of words) {
    const t = parseTest(w);
    if (t) {
      if (test) return fail(`one test at a time: "${w}" comes after another`);
      test = t;
    } else if (/^[+-]\d+>$/.test(w)) dice += Number(w.slice(0, -1));
    else if (/^>[+-]\d+$/.test(w)) target += Number(w.slice(1));
    else return fail(`"${w}" is not a test (X>Y, e.g. 3>4) or a modifier (+1>, >-1)`);
  }
  if (!test) return fail('no test given: write it as X>Y, e.g. 3>4');
  test.diceModifier = (test.diceModifier ?? 0) + dice;
  test.targetModifier = (test.targetModifier ?? 0) + target;
  if (flags.has('--knack')) test.successBonus = 1;
  const assists = [];
  for (const text of values.get('--assist') ?? []) {
    const [t, keep] = text.split(':');
    const a = parseTest(t ?? '');
    const k = keep === undefined ? 0 : Number(keep);
    if (!a || !Number.isInteger(k) || k < 0)
      return fail(`--assist takes a test and the successes kept, as 2>3 or 3>2:1, not "${text}"`);
    assists.push({ test: a, keep: k });
  }
  if (assists.length) test.assists = assists;
  const request: RpgRequest = { game: 'rpg', test, need: int('--need', 1, 1) };
  if (given('--extended')) {
    const saveText = values.get('--save')?.at(-1);
    const save = saveText === undefined ? undefined : parseTest(saveText);
    if (saveText !== undefined && !save) return fail(`--save takes a test, as 3>3, not "${saveText}"`);
    request.extended = {
      need: int('--extended', 1, 1),
      endurance: int('--endurance', 0),
      qualities: int('--qualities', 0),
      ...(save ? { save } : {}),
    };
  } else if (given('--save') || given('--endurance') || given('--qualities'))
    return fail('--save, --endurance and --qualities go with --extended N');
  if (bad) return fail(bad);
  const roll = test.competence + (test.diceModifier ?? 0);
  if (roll > 30 || assists.some((a) => a.test.competence > 30)) return fail('at most 30 dice are rolled at once here');
  return { ...base, request };
}
