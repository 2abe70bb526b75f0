/**
 * The legal actions kept as parts (legal.ts `legalInto`), not as objects: for the random player, which weighs every
 * legal action but plays one. Its weights read each action through one draft object reused for all (`draftAt`), and
 * only the action picked is built (`actionAt`, the same object `legal` lists). Reused from action to action
 * (`clear`): no list and no object per legal action.
 */
import { actionOf, type ActionPart, type LegalSink } from './legal.ts';
import type { CcgAction } from './types.ts';

/** The fields of every action type that legal actions have, in one object shape. */
interface Draft {
  type: CcgAction['type'];
  player: number | undefined;
  first: unknown;
  obstacle: unknown;
  option: unknown;
  card: unknown;
  target: unknown;
  cards: string[] | undefined;
  side: unknown;
  value: unknown;
  weapon: unknown;
  effect: unknown;
}

const NO_CARDS: string[] = [];

export class LegalParts implements LegalSink {
  /** How many legal actions were put since the last `clear`. */
  count = 0;
  private readonly types: CcgAction['type'][] = [];
  private readonly players: (number | undefined)[] = [];
  private readonly parts: (ActionPart | null)[] = [];
  private readonly values: unknown[] = [];
  private readonly cards: (string | undefined)[] = [];
  private readonly one: string[] = [''];
  private readonly draft: Draft = {
    type: 'pass',
    player: undefined,
    first: undefined,
    obstacle: undefined,
    option: undefined,
    card: undefined,
    target: undefined,
    cards: undefined,
    side: undefined,
    value: undefined,
    weapon: undefined,
    effect: undefined,
  };

  clear(): void {
    this.count = 0;
  }

  put(type: CcgAction['type'], player: number | undefined, part: ActionPart | null, value: unknown, card?: string) {
    const i = this.count++;
    this.types[i] = type;
    this.players[i] = player;
    this.parts[i] = part;
    this.values[i] = value;
    this.cards[i] = card;
  }

  typeAt(i: number): CcgAction['type'] {
    return this.types[i]!;
  }

  /** The i-th action, built. */
  actionAt(i: number): CcgAction {
    return actionOf(this.types[i]!, this.players[i], this.parts[i]!, this.values[i], this.cards[i]);
  }

  /**
   * The i-th action's fields in the reused draft: to be read at once, never kept nor changed (the next call rewrites
   * it). A field the action has not is undefined; a card list has the action's cards.
   */
  draftAt(i: number): CcgAction {
    const d = this.draft;
    d.type = this.types[i]!;
    d.player = this.players[i];
    d.first = d.obstacle = d.option = d.card = d.target = d.side = d.value = d.weapon = d.effect = undefined;
    d.cards = undefined;
    const part = this.parts[i]!;
    const value = this.values[i];
    if (part === 'cards') d.cards = value === null ? NO_CARDS : this.oneCard(value as string);
    else if (part !== null) d[part] = value;
    const card = this.cards[i];
    if (card !== undefined) d.cards = this.oneCard(card);
    return d as unknown as CcgAction;
  }

  private oneCard(card: string): string[] {
    this.one[0] = card;
    return this.one;
  }
}
