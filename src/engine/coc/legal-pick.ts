/**
 * Picks one of Lara's legal actions uniformly with a seeded generator, building only the one picked:
 * the rolls (an action with each number of dice) are counted by kind, not built. The same pick as
 * `pick(generator, laraLegalActions(ctx))` — the same list, in the same order, the same draw from
 * the generator — so games played either way are identical (tests/unit/coc-legal-pick.test.ts).
 */
import { randomInt, type RandomState } from '../core/random.ts';
import type { Ctx } from './context.ts';
import { laraActionsInto, rollChoice, type ActionSink } from './legal.ts';
import type { CocAction, Point } from './types.ts';

type Roller = Parameters<ActionSink['rolls']>[0];

/**
 * The legal actions as runs: an action built (count 1), or a kind of roll with its number of dice.
 * Kept in parallel lists reused from one call to the next (a pick keeps nothing).
 */
class ActionCounter implements ActionSink {
  total = 0;
  private size = 0;
  private readonly built: (CocAction | undefined)[] = [];
  private readonly types: Roller[] = [];
  private readonly counts: number[] = [];
  private readonly targets: (Point | undefined)[] = [];
  private readonly abilities: (string | undefined)[] = [];

  clear(): void {
    this.total = 0;
    this.size = 0;
  }
  push(action: CocAction): void {
    this.add(action, 'move', 1, undefined, undefined);
  }
  rolls(type: Roller, most: number, target?: Point, ability?: string): void {
    if (most > 0) this.add(undefined, type, most, target, ability);
  }
  /** The legal action at position `n` of the list laraLegalActions would build. */
  at(n: number): CocAction {
    for (let i = 0; i < this.size; i++) {
      const count = this.counts[i]!;
      if (n < count) return this.built[i] ?? rollChoice(this.types[i]!, n + 1, this.targets[i], this.abilities[i]);
      n -= count;
    }
    throw new RangeError(`No legal action at ${n}.`);
  }
  private add(
    action: CocAction | undefined,
    type: Roller,
    count: number,
    target: Point | undefined,
    ability: string | undefined,
  ): void {
    const i = this.size++;
    this.built[i] = action;
    this.types[i] = type;
    this.counts[i] = count;
    this.targets[i] = target;
    this.abilities[i] = ability;
    this.total += count;
  }
}

const counter = new ActionCounter();

/** Lara's legal actions counted: how many, and the one at a position (valid until the next call). */
export function countLaraActions(ctx: Ctx): { readonly total: number; at(n: number): CocAction } {
  counter.clear();
  laraActionsInto(ctx, counter);
  return counter;
}

/** One of Lara's legal actions (her phase, no decision pending), picked uniformly; undefined when there is none. */
export function pickLaraAction(ctx: Ctx, generator: RandomState): CocAction | undefined {
  const counted = countLaraActions(ctx);
  return counted.total ? counted.at(randomInt(generator, counted.total)) : undefined;
}
