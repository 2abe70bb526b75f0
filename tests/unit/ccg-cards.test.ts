// The first-edition CCG cards in content/base/ccg: all 211 of the checklist, each once, with the
// checklist's name and type, ids by the slug rule that CCG levels use to name cards, and the stats
// the rulebook gives.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readPackFile } from '../../src/cli/pack-folder.ts';
import { validatePack } from '../../src/model/validate.ts';
import type { ContentItem } from '../../src/model/content.ts';

// The checklist at the end of the 1999 rulebook: number | name | type as it lists them.
const CHECKLIST = `
  1|Cave Entrance|Cave Location
  2|Safe Cave|Cave Location
  3|Treasure Cave|Cave Location
  4|Skeletal Remains|Cave Location
  5|Dim Cavern|Cave Location
  6|Giant Cavern|Cave Location
  7|Open Cavern|Cave Location
  8|Overlook|Cave Location
  9|Fork|Cave Location
  10|Bat Cave|Cave Location
  11|Wolf Bridge|Cave Location
  12|Sharp T.|Cave Location
  13|End of Slide|Cave Location
  14|Bend Left|Cave Location
  15|Hidden Corner|Cave Location
  16|Bat Roost|Cave Location
  17|Pond|Cave Location
  18|Hard Right|Cave Location
  19|Lara Croft Spelunker|Raider
  20|Claw of the Cave Bear|Treasure
  21|Bounty|Action
  22|Bear|Creature Obstacle
  23|Leather Jacket|Item Discovery
  24|Ferocious Attack|Action
  25|Wolf Pack|Creature Obstacle
  26|Tomb Entrance|Tomb Location
  27|Safe Chamber|Tomb Location
  28|Treasure Vault|Tomb Location
  29|Slide|Tomb Location
  30|Slice and Dice|Tomb Location
  31|Narrow Crossing|Tomb Location
  32|Boulder Passage|Tomb Location
  33|End of Line|Tomb Location
  34|Dead End|Tomb Location
  35|Engraved Passage|Tomb Location
  36|Uneven Corridor|Tomb Location
  37|Rough Staircase|Tomb Location
  38|No Return|Tomb Location
  39|Bat Shrine|Tomb Location
  40|Sharp Bend|Tomb Location
  41|Broken Passage|Tomb Location
  42|Dizzying Heights|Tomb Location
  43|Blind Corner|Tomb Location
  44|Lara Croft Treasure Hunter|Raider
  45|Idol of Fortune|Treasure
  46|Snoop Ahead|Action
  47|Spiked Slope|Trap Obstacle
  48|Backpack|Item Discovery
  49|Lost|Action
  50|Gap|Trap Obstacle
  51|Look Again|Action
  52|Good Shot|Action
  53|The Way Through|Action
  54|Triggered Door|Trigger Discovery
  55|Rope|Item Discovery
  56|Just Made It|Action
  57|Take Aim|Action
  58|Rough Ground|Action
  59|Bats|Creature Obstacle
  60|Wolves|Creature Obstacle
  61|Save Point|Trigger Discovery
  62|Pit Trap|Trap Obstacle
  63|Push|Action
  64|Dart Trap|Trap Obstacle
  65|Dark|Trap Obstacle
  66|Steal Item|Action
  67|Lara Croft, Adventurer|Upgrade
  68|Magnum Pistols|Item Discovery
  69|Small Medi Pack|Item Discovery
  70|Chute Trap|Action
  71|Hidden Exit|Trigger Discovery
  72|Run|Action
  73|Shotgun Ammo|Item Discovery
  74|Loaded For Bear|Action
  75|Concentration|Action
  76|Quick Assessment|Action
  77|The Second Barrel|Action
  78|Backflip|Action
  79|Natla's Thug|Creature Obstacle
  80|Flare|Item Discovery
  81|Drive Out|Action
  82|Cursed Idol|Item Discovery
  83|Ambush|Action
  84|Detailed Search|Action
  85|Improvise|Action
  86|Weapon Jam|Action
  87|Coordinated Fire|Action
  88|Fool's Gambit|Action
  89|Fresh Start|Action
  90|Over Encumbered|Action
  91|One Slim Chance|Action
  92|Worst Case|Action
  93|Attention to Detail|Action
  94|Sure Footing|Action
  95|Insight|Action
  96|All or Nothing|Action
  97|Collapsing Exit|Action
  98|Guarded Attack|Action
  99|Attack From Behind|Action
  100|Achilles Heel|Action
  101|Zoo|Atlantean Location
  102|Sphere Room|Atlantean Location
  103|Atlantean Save|Atlantean Location
  104|Giant Steps|Atlantean Location
  105|Lava Straits|Atlantean Location
  106|Wellspring|Atlantean Location
  107|Maze|Atlantean Location
  108|Lure|Atlantean Location
  109|Chasm|Atlantean Location
  110|Drawbridge|Atlantean Location
  111|Hall of Revelation|Atlantean Location
  112|Jagged Cavern|Atlantean Location
  113|Atlantean Lair|Atlantean Location
  114|Fleeting Beauty|Atlantean Location
  115|Storehouse|Atlantean Location
  116|Crawler Range|Atlantean Location
  117|Lava Fall|Atlantean Location
  118|Atlantean Treasure|Atlantean Location
  119|Uzi Clip|Item Discovery
  120|Shotgun|Item Discovery
  121|I Can Do That|Action
  122|Bait and Switch|Action
  123|Collateral Damage|Action
  124|Carpe Conundrum|Action
  125|Unstoppable|Action
  126|The Greater Threat|Action
  127|Training Exercise|Action
  128|Adapt and Overcome|Action
  129|Scent the Prey|Action
  130|Snake Eyes|Action
  131|Lion|Creature Obstacle
  132|Gorilla|Creature Obstacle
  133|Pumas|Creature Obstacle
  134|Natla|Creature Obstacle
  135|Atlantean Horseman|Creature Obstacle
  136|Natla's Sniper|Creature Obstacle
  137|Falling Boulder|Trap Obstacle
  138|Spike Trap|Trap Obstacle
  139|Blinding Flash Trap|Trap Obstacle
  140|Break-Away Floor|Trap Obstacle
  141|Compass|Item Discovery
  142|Rusty Key|Item Discovery
  143|Ancient Glyph|Item Discovery
  144|Binoculars|Item Discovery
  145|Idol of Life|Trigger Discovery
  146|Atlantean Life Amulet|Trigger Discovery
  147|Large Medi Pack|Item Discovery
  148|Combat Knife|Item Discovery
  149|Gnashing Teeth|Trap Obstacle
  150|Deep Pit Trap|Trap Obstacle
  151|Sanctuary|Location
  152|Revolving Door|Atlantean Location
  153|Difficult Slope|Cave Location
  154|Tiger Trap|Tomb Location
  155|Secret Room|Location
  156|Meditation Chamber|Location
  157|Empty Room|Location
  158|Waterfall|Location
  159|Bottleneck|Location
  160|DeathTrap?|Location
  161|Flying Atlantean|Creature Obstacle
  162|Crawling Atlantean|Creature Obstacle
  163|Atlantean Lara|Creature Obstacle
  164|Atlantean Big Boss|Creature Obstacle
  165|Atlantean Natla|Creature Obstacle
  166|Lava Flow|Trap Obstacle
  167|Crushing Stone Trap|Trap Obstacle
  168|Toxic Fumes|Trap Obstacle
  169|Spied Floor|Trap Obstacle
  170|TNT|Trap Obstacle
  171|Uzi|Item Discovery
  172|Cool Shades|Item Discovery
  173|Stone Tablet|Item Discovery
  174|Laptop Computer|Item Discovery
  175|Treasure Map|Trigger Discovery
  176|Charm of the Beast|Item Discovery
  177|Infrared Goggles|Item Discovery
  178|Unpleasant Surprise|Trigger Discovery
  179|Secret Passage|Trigger Discovery
  180|Scope|Item Discovery
  181|I'm Sorry|Action
  182|Luck of the Draw|Action
  183|Poor Aim|Action
  184|No Fallback|Action
  185|Superior Tactics|Action
  186|Idol of the Wolf|Treasure
  187|Atlantean DNA|Treasure
  188|Atlantean Scion|Treasure
  189|Incan Spirit Cloak|Treasure
  190|Map of Indiana|Treasure
  191|Lara Croft Acrobat|Raider
  192|Lara Croft Duelist|Raider
  193|Lara Croft Victor|Upgrade
  194|Lara Croft Millionaire|Upgrade
  195|Lara Croft Archaeologist|Upgrade
  196|Pierre|Raider
  197|Larsen|Raider
  198|Cowboy|Raider
  199|Skateboard Kid|Raider
  200|The Bald Man|Raider
  201|Secret Move 1|Secret Move
  202|Secret Move 2|Secret Move
  203|Secret Move 3|Secret Move
  204|Secret Move 4|Secret Move
  205|Secret Move 5|Secret Move
  206|Secret Move 6|Secret Move
  207|Secret Move 7|Secret Move
  208|Secret Move 8|Secret Move
  209|Secret Move 9|Secret Move
  210|Lara Croft Explorer|Upgrade
  211|Lenticular|Not Playable
`
  .trim()
  .split('\n')
  .map((line) => {
    const [number, name, type] = line.trim().split('|') as [string, string, string];
    return { number: Number(number), name, type };
  });

/** What each checklist type becomes in the schema: the card type and the field that refines it. */
const TYPES: Record<string, Record<string, string>> = {
  'Cave Location': { type: 'location', class: 'cave' },
  'Tomb Location': { type: 'location', class: 'tomb' },
  'Atlantean Location': { type: 'location', class: 'atlantean' },
  Location: { type: 'location', class: 'generic' },
  Raider: { type: 'raider' },
  Treasure: { type: 'treasure' },
  Action: { type: 'action' },
  'Creature Obstacle': { type: 'obstacle', obstacleType: 'creature' },
  'Trap Obstacle': { type: 'obstacle', obstacleType: 'trap' },
  'Item Discovery': { type: 'discovery', discoveryType: 'item' },
  'Trigger Discovery': { type: 'discovery', discoveryType: 'trigger' },
  Upgrade: { type: 'upgrade' },
  'Secret Move': { type: 'secretMove' },
  'Not Playable': { type: 'notPlayable' },
};

/** The id rule levels rely on: the name's slug, with "-<number>" on later cards of the same name. */
const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/['\u2019]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const { pack } = readPackFile('content/base/pack.json');
const cards = (pack?.items ?? []).filter((item) => item.kind === 'ccgCard');
const byNumber = new Map(cards.map((card) => [card.number as number, card]));
const byId = new Map(cards.map((card) => [card.id, card]));
const card = (id: string): ContentItem => {
  const found = byId.get(id);
  assert.ok(found, `no card "${id}"`);
  return found;
};

test('the checklist in this test has 211 entries numbered 1 to 211', () => {
  assert.deepEqual(
    CHECKLIST.map((entry) => entry.number),
    Array.from({ length: 211 }, (_, i) => i + 1),
  );
});

test('the base pack holds 211 CCG cards, numbers 1 to 211 each once', () => {
  assert.equal(cards.length, 211);
  const numbers = cards.map((c) => c.number as number).sort((a, b) => a - b);
  assert.deepEqual(
    numbers,
    Array.from({ length: 211 }, (_, i) => i + 1),
  );
});

test("every card has the checklist's name and type", () => {
  const wrong: string[] = [];
  for (const entry of CHECKLIST) {
    const c = byNumber.get(entry.number);
    if (!c) {
      wrong.push(`${entry.number}: missing`);
      continue;
    }
    // The checklist leaves out the comma of "Lara Croft, Spelunker" that the rulebook's text uses.
    if (c.name.replace(/,/g, '') !== entry.name.replace(/,/g, ''))
      wrong.push(`${entry.number}: name "${c.name}", checklist "${entry.name}"`);
    const expected = TYPES[entry.type];
    if (!expected) wrong.push(`${entry.number}: unknown checklist type ${entry.type}`);
    else
      for (const [field, value] of Object.entries(expected))
        if (c[field] !== value) wrong.push(`${entry.number}: ${field} ${String(c[field])}, expected ${value}`);
  }
  assert.deepEqual(wrong, []);
});

test('card ids follow the slug rule levels use to refer to cards', () => {
  const seen = new Set<string>();
  const wrong: string[] = [];
  for (const c of [...cards].sort((a, b) => (a.number as number) - (b.number as number))) {
    let expected = slug(c.name);
    if (seen.has(expected)) expected = `${expected}-${String(c.number)}`;
    seen.add(expected);
    if (c.id !== expected) wrong.push(`${String(c.number)}: id "${c.id}", expected "${expected}"`);
  }
  assert.deepEqual(wrong, []);
  assert.equal(card('lara-croft-spelunker').number, 19);
  assert.equal(card('natlas-thug').number, 79);
  assert.equal(card('im-sorry').number, 181);
  assert.equal(card('deathtrap').number, 160);
});

test('the CCG cards have no problems in the validator', () => {
  assert.ok(pack);
  const atCard = (pointer: string) =>
    pack.items[Number(/^\/items\/(\d+)/.exec(pointer)?.[1] ?? -1)]?.kind === 'ccgCard';
  const problems = validatePack(pack).filter(
    (p) => atCard(p.pointer) || (p.itemId !== undefined && byId.has(p.itemId)),
  );
  assert.deepEqual(problems, []);
});

test('the stats the rulebook gives are on the cards', () => {
  const spelunker = card('lara-croft-spelunker');
  assert.equal(spelunker.type, 'raider');
  assert.equal(spelunker.search, 3);
  assert.equal(spelunker.think, 2);
  assert.equal(spelunker.power, 1);
  assert.equal(card('lara-croft-treasure-hunter').think, 3);

  const dim = card('dim-cavern');
  assert.deepEqual(dim.obstacle, {
    name: 'Dark',
    obstacleType: 'trap',
    test: [
      { ability: 'think', target: 7 },
      { ability: 'search', target: 9 },
    ],
    onFail: [{ type: 'stuck' }],
  });

  assert.equal(card('skeletal-remains').danger, 3);
  assert.equal(card('bear').danger, 8);
  assert.equal(card('bats').danger, 3);
  assert.equal(card('pit-trap').danger, 4);
  assert.deepEqual(card('pit-trap').onFail, [{ type: 'stuck' }]);
  assert.equal(card('magnum-pistols').difficulty, 15);
  assert.deepEqual(card('take-aim').effects, [{ type: 'extraDice', ability: 'fight', dice: 1 }]);
  assert.deepEqual(card('hidden-exit').effects, [{ type: 'addExit' }]);

  const adventurer = card('lara-croft-adventurer');
  assert.equal(adventurer.power, 2);
  assert.deepEqual(adventurer.requirements, [{ type: 'saveGame' }]);
  assert.ok(
    (adventurer.bonuses as { bonus: number; onlyIfStartingAt: number }[]).every(
      (b) => b.bonus === 1 && b.onlyIfStartingAt === 2,
    ),
  );

  for (const id of ['cave-entrance', 'tomb-entrance']) {
    assert.equal(card(id).entrance, true);
    assert.deepEqual(card(id).exits, ['top', 'right']);
  }
  assert.equal((card('treasure-cave').treasureRoom as { power: number }).power, 1);
  assert.equal((card('treasure-vault').treasureRoom as { power: number }).power, 1);
  assert.equal((card('sanctuary').treasureRoom as { power: number }).power, 3);
});

test('provenance is "rulebook" only where every number is from the rulebook, "sample" otherwise', () => {
  const rulebook = cards
    .filter((c) => c.provenance === 'rulebook')
    .map((c) => c.id)
    .sort();
  assert.deepEqual(rulebook, ['lara-croft-adventurer', 'lenticular', 'take-aim']);
  assert.ok(cards.every((c) => c.provenance === 'rulebook' || c.provenance === 'sample'));
});

test('every location can be played: it has exits, a danger and a search rating', () => {
  for (const c of cards.filter((c) => c.type === 'location')) {
    assert.ok(Array.isArray(c.exits) && c.exits.length > 0, `${c.id} has no exit`);
    assert.equal(typeof c.danger, 'number', c.id);
    assert.equal(typeof c.searchRating, 'number', c.id);
  }
  assert.equal(cards.filter((c) => c.type === 'location' && c.treasureRoom).length, 4);
  assert.equal(cards.filter((c) => c.type === 'location' && c.entrance).length, 2);
});
