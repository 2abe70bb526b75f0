/**
 * A request's answer, ready to print (the CLI's table and JSON) or to draw (the dice lab): its
 * distributions, the chances that matter (pass, tie, fail…) and notes on how the rules read it.
 */
import type { ContentItem, Pack } from '../../model/content.ts';
import { rulesContent } from '../../engine/coc/index.ts';
import type { DieResult } from '../../engine/coc/index.ts';
import { asRecord, mean, trim, type Dist } from './dist.ts';
import { extendedPass, rpgOdds, rpgPass } from './rpg.ts';
import { cocOdds } from './coc.ts';
import { ccgOdds, versusOdds } from './ccg.ts';
import type { CcgRequest, CocRequest, OddsRequest, RpgRequest } from './request.ts';

export interface OddsTable {
  /** "successes", "sums". */
  name: string;
  label: string;
  dist: Dist;
  /** The value the test needs, marked in the chart. */
  need?: number;
}

export interface OddsReport {
  title: string;
  notes: string[];
  tables: OddsTable[];
  /** The chances that matter, e.g. ["to pass", 0.74]. */
  figures: [string, number][];
  json: Record<string, unknown>;
}

/** What the Crypt of Chronos calculator reads of a pack (the coc engine's `rulesContent` gives it). */
export interface CocDiceContent {
  laraDie: readonly DieResult[];
  specialDie: readonly DieResult[];
  items: readonly ContentItem[];
}

export function oddsReport(request: OddsRequest, coc?: CocDiceContent): OddsReport {
  if (request.game === 'rpg') return rpgReport(request);
  if (request.game === 'coc') return cocReport(request, coc);
  return ccgReport(request);
}

const dice = (n: number) => `${n} ${n === 1 ? 'die' : 'dice'}`;

function rpgReport(r: RpgRequest): OddsReport {
  const t = r.test;
  const odds = rpgOdds(t);
  const roll = odds.roll;
  const mods = [
    t.diceModifier ? `${t.diceModifier > 0 ? '+' : ''}${t.diceModifier}>` : '',
    t.targetModifier ? `>${t.targetModifier > 0 ? '+' : ''}${t.targetModifier}` : '',
  ].filter(Boolean);
  const notes: string[] = [];
  if (mods.length)
    notes.push(`Modifiers ${mods.join(' ')}: ${roll.dice + roll.lowered}>${roll.target + roll.lowered}.`);
  if (roll.lowered)
    notes.push(
      `A challenge of 6 or more: −1>−1 applied ${roll.lowered} time${roll.lowered === 1 ? '' : 's'}, ` +
        `rolled as ${roll.dice}>${roll.target}.`,
    );
  if (roll.dice === 0) notes.push('No dice are left to roll: the test cannot be passed by rolling.');
  if (roll.automatic)
    notes.push(
      `The competence is above the challenge: an automatic success (counts as ${1 + (t.successBonus ?? 0)}) ` +
        'may be taken instead of rolling.',
    );
  if (t.successBonus) notes.push(`Knack: +${t.successBonus} success to the result.`);
  for (const a of t.assists ?? [])
    notes.push(
      `Assisted by ${a.test.competence}>${a.test.challenge}, who keeps ${a.keep} success${a.keep === 1 ? '' : 'es'} ` +
        'and gives the rest as dice.',
    );
  const pass = rpgPass(t, r.need);
  const figures: [string, number][] = [[`to pass (${r.need}+ success${r.need === 1 ? '' : 'es'})`, pass]];
  const json: Record<string, unknown> = { successes: asRecord(odds.successes, true), sums: asRecord(odds.sums) };
  if (roll.automatic) json.automatic = true;
  if (r.need !== 1) json.pass = pass;
  if (r.extended) {
    const e = r.extended;
    const p = extendedPass(t, e);
    figures.push([`extended test: ${e.need} successes gathered`, p]);
    json.extended = p;
    notes.push(
      `Extended test to ${e.need} successes; a roll without a success ends it` +
        `${e.save ? `, unless the saving roll ${e.save.competence}>${e.save.challenge} passes` : ''}` +
        `${e.qualities && e.save ? ` (or one of ${e.qualities} Qualities is spent on a failed save)` : ''}` +
        `${roll.automatic ? `; automatic successes up to Endurance ${e.endurance}` : ''}.`,
    );
  }
  figures.push(['expected successes', mean(odds.successes)], ['expected sum', mean(odds.sums)]);
  return {
    title:
      `${t.competence}>${t.challenge}${mods.length ? ` ${mods.join(' ')}` : ''}: ` +
      `${dice(roll.dice)}, each a success above ${roll.target}`,
    notes,
    tables: [
      { name: 'successes', label: 'Successes', dist: odds.successes, need: r.need },
      { name: 'sums', label: 'Sum of the successful dice', dist: trim(odds.sums) },
    ],
    figures,
    json,
  };
}

const FACE_NAMES: Record<DieResult, string> = {
  success: 'success',
  doubleSuccess: 'double',
  fail: 'fail',
  sacrifice: 'sacrifice',
};
const faceList = (faces: readonly DieResult[]) => faces.map((f) => FACE_NAMES[f]).join(', ');

/** The successes an action card's (or ability's) boxes need: its `atLeast` outcomes. */
export function cardThresholds(item: ContentItem | undefined): { successes: number; text: string }[] {
  const outcomes = Array.isArray(item?.outcomes) ? (item.outcomes as unknown[]) : [];
  return outcomes
    .filter(
      (o): o is { when: 'atLeast'; successes: number; text?: string } =>
        typeof o === 'object' && o !== null && (o as { when?: unknown }).when === 'atLeast',
    )
    .filter((o) => Number.isInteger(o.successes))
    .map((o) => ({ successes: o.successes, text: typeof o.text === 'string' ? o.text : '' }));
}

function cocReport(r: CocRequest, content?: CocDiceContent): OddsReport {
  const laraFaces = r.laraFaces ?? content?.laraDie;
  if (!laraFaces?.length)
    throw new Error('The Lara Die\'s faces are not known: give --faces or a pack with a "dice" item.');
  const specialFaces = r.specialFaces ?? content?.specialDie ?? laraFaces;
  const spec = {
    laraDice: r.laraDice,
    specialDice: r.specialDice,
    laraFaces,
    specialFaces,
    eventCards: r.eventCards,
    rerolls: r.rerolls,
    bonus: r.bonus,
  };
  const odds = cocOdds(r.need === undefined ? spec : { ...spec, need: r.need });
  const notes = [`Lara Die: ${faceList(laraFaces)}.`];
  if (r.specialDice) notes.push(`Special Die: ${faceList(specialFaces)}.`);
  notes.push(
    r.eventCards === 0
      ? 'No Event Card is discarded: sacrifices count as fails.'
      : `Up to ${r.eventCards === Infinity ? 'every' : r.eventCards} ` +
          `sacrifice${r.eventCards === 1 ? ' is' : 's are'} turned into successes by discarding Event Cards.`,
  );
  if (r.rerolls)
    notes.push(
      `The failed dice may be re-rolled ${r.rerolls === 1 ? 'once' : `${r.rerolls} times`}, ` +
        `when it helps${r.need ? ` to reach ${r.need}` : ''}.`,
    );
  if (r.bonus) notes.push(`+${r.bonus} sure success${r.bonus === 1 ? '' : 'es'}.`);
  const figures: [string, number][] = [];
  const json: Record<string, unknown> = { successes: asRecord(odds.successes, true) };
  if (odds.pass !== undefined) {
    figures.push([`to pass (${r.need}+ successes)`, odds.pass]);
    json.pass = odds.pass;
  }
  const dieWord = (n: number) => (n === 1 ? 'Die' : 'Dice');
  const special = r.specialDice ? ` + ${r.specialDice} Special ${dieWord(r.specialDice)}` : '';
  let title = `Crypt of Chronos: ${r.laraDice} Lara ${dieWord(r.laraDice)}${special}`;
  if (r.action) {
    const item = content?.items.find((i) => i.id === r.action && (i.kind === 'actionCard' || i.kind === 'ability'));
    if (!item) throw new Error(`No action card or ability is called "${r.action}".`);
    title += ` on ${item.name}`;
    const thresholds = cardThresholds(item).map((b) => {
      const pass =
        r.need === b.successes && odds.pass !== undefined
          ? odds.pass
          : (cocOdds({ ...spec, need: b.successes }).pass ?? 0);
      figures.push([`${b.successes}+ successes (${b.text.replace(/\.$/, '')})`, pass]);
      return { successes: b.successes, text: b.text, pass };
    });
    json.thresholds = thresholds;
  }
  figures.push(['expected successes', mean(odds.successes)]);
  return {
    title,
    notes,
    tables: [{ name: 'successes', label: 'Successes', dist: odds.successes, ...(r.need ? { need: r.need } : {}) }],
    figures,
    json,
  };
}

function ccgReport(r: CcgRequest): OddsReport {
  const spec = {
    ability: r.ability,
    target: r.target,
    extraDice: r.extraDice,
    bonus: r.bonus,
    doubleDice: r.doubleDice,
    rerolls: r.rerolls,
  };
  const odds = ccgOdds(spec);
  const notes: string[] = [];
  if (r.extraDice) notes.push(`${r.extraDice > 0 ? '+' : ''}${r.extraDice} dice from cards.`);
  if (r.doubleDice) notes.push('All or Nothing: the dice are doubled.');
  if (r.bonus) notes.push(`${r.bonus > 0 ? '+' : ''}${r.bonus} to the result.`);
  if (r.rerolls)
    notes.push(`${r.rerolls} re-roll${r.rerolls === 1 ? '' : 's'} of all the dice, used on a failed roll.`);
  const figures: [string, number][] = [];
  const json: Record<string, unknown> = { sums: asRecord(odds.results) };
  const hasTarget = !(r.versus && r.target === 0);
  if (hasTarget) {
    figures.push(
      [`to pass (${r.target} or more)`, odds.pass],
      [`a tie (exactly ${r.target}, a pass)`, odds.tie],
      ['to fail', odds.fail],
    );
    Object.assign(json, { pass: odds.pass, tie: odds.tie, fail: odds.fail });
  }
  if (r.versus) {
    const other = ccgOdds({ ability: r.versus.ability, target: 0, bonus: r.versus.bonus });
    const v = versusOdds(ccgOdds({ ...spec, rerolls: 0 }).results, other.results);
    figures.push([`to win a fight against fight ${r.versus.ability} (ties rolled again)`, v.win]);
    json.versus = { win: v.win, lose: v.lose, tie: v.tieOnce };
    notes.push(
      `Against another raider with fight ${r.versus.ability}` +
        `${r.versus.bonus ? ` (${r.versus.bonus > 0 ? '+' : ''}${r.versus.bonus})` : ''}: ` +
        `a tie on one roll (${pct(v.tieOnce)}) is rolled again.`,
    );
  }
  figures.push(['expected result', mean(odds.results)]);
  return {
    title:
      `CCG test: ${dice(odds.dice)}${r.bonus ? ` ${r.bonus > 0 ? '+' : '−'} ${Math.abs(r.bonus)}` : ''}` +
      `${hasTarget ? ` against ${r.target}` : ''}`,
    notes,
    tables: [{ name: 'sums', label: 'Result', dist: trim(odds.results), ...(hasTarget ? { need: r.target } : {}) }],
    figures,
    json,
  };
}

/**
 * A chance as a percentage for people: `digits` decimals, more near 0 and 100 (never "0%" or "100%"
 * when it is not).
 */
export function pct(p: number, digits = 0): string {
  const v = p * 100;
  if (v > 0 && v < 10 ** -digits) return `${v.toPrecision(2)}%`;
  let d = digits;
  while (v < 100 && Number(v.toFixed(d)) >= 100 && d < digits + 8) d++;
  return `${v.toFixed(d)}%`;
}

/** How a raider's ability fares against a CCG test, for the designers' inspectors. */
export function ccgPassLine(ability: string, rating: number, target: number): string {
  const p = ccgOdds({ ability: rating, target }).pass;
  return `a raider with ${ability} ${rating}: ${pct(p)} to pass`;
}

/** The dice faces and items the Crypt of Chronos calculator reads, from a list of packs. */
export function cocDiceOf(packs: readonly Pack[]): CocDiceContent | undefined {
  if (!packs.length) return undefined;
  try {
    const content = rulesContent(packs);
    return content.laraDie.length ? content : undefined;
  } catch {
    return undefined; // no Lara Die in these packs (rulesContent says so by an error)
  }
}
