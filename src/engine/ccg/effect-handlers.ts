/**
 * Where each card effect type of schemas/ccg-common.schema.json is carried out: the CCG's effects
 * act at different moments (when a card is played, inside a test, in a round), so there is no one
 * table of functions as in the Crypt of Chronos; this list names, for every type, the module that
 * handles it. tests/unit/effect-registry.test.ts fails when a type of the schema is missing here
 * or when the module named does not handle it, so no effect can silently go unhandled.
 */
export const CCG_EFFECT_HANDLERS = {
  extraDice: 'tests.ts',
  resultBonus: 'tests.ts',
  abilityBonus: 'raider-stats.ts',
  extraHits: 'tests.ts',
  heal: 'card-effects.ts',
  gainLife: 'raider-stats.ts',
  preventHits: 'damage.ts',
  impair: 'card-effects.ts',
  addExit: 'card-effects.ts',
  blockExit: 'card-effects.ts',
  savePoint: 'card-effects.ts',
  removeObstacle: 'card-effects.ts',
  drawCards: 'card-effects.ts',
  rollAbility: 'tests.ts',
  markEmpty: 'explore.ts',
  redrawHand: 'card-effects.ts',
  handLimit: 'draw-round.ts',
  defeatCreature: 'tests.ts',
  hitOthersHere: 'roll-cards.ts',
  passObstacles: 'encounter.ts',
  doubleDice: 'tests.ts',
  failHits: 'tests.ts',
  drawOnSave: 'draw-round.ts',
  reroll: 'responses.ts',
  extraMove: 'card-effects.ts',
  search: 'search-round.ts',
  searchDice: 'search-round.ts',
  cancelCard: 'card-cancel.ts',
  copyCard: 'card-cancel.ts',
  jamWeapon: 'roll-cards.ts',
  drawOnPass: 'tests.ts',
  lastChance: 'tests.ts',
  hitOnPass: 'encounter.ts',
  ignoreStuck: 'damage.ts',
  noFallback: 'card-effects.ts',
  slowMove: 'card-effects.ts',
  limitMove: 'card-effects.ts',
  oneRaider: 'action-round.ts',
  skipTest: 'encounter.ts',
  discardCards: 'choices.ts',
  takeItem: 'choices.ts',
  swapItems: 'choices.ts',
  arrangeLevelDeck: 'choices.ts',
  revealHand: 'choices.ts',
  turnOnLeave: 'location-effects.ts',
  moveRaider: 'choices-map.ts',
  orientMapped: 'choices-map.ts',
  peekLevelDeck: 'choices-map.ts',
  giveItem: 'choices-map.ts',
  placeTreasureRoom: 'choices-map.ts',
  moveObstacle: 'choices-obstacle.ts',
  placeObstacle: 'choices-obstacle.ts',
  attackRaider: 'card-effects.ts',
  otherExtraDice: 'shared-dice.ts',
  spendBonus: 'tests.ts',
  /** Applied by hand: the playtest shows the card's text and the player adjusts the game. */
  manual: 'card-effects.ts',
} as const;

/** The effect types the CCG engine leaves to the player, by hand. */
export const CCG_BY_HAND_EFFECTS: readonly string[] = ['manual'];
