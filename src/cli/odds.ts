// `npm run odds -- '3>4'` (an RPG test), `npm run odds -- --coc --dice 3 --need 2`,
// `npm run odds -- --ccg --ability 3 --danger 7 --bonus 1`: prints the exact distributions as
// tables, or as JSON with --json (docs/odds.md). Exit 2 on a usage error, 1 when it cannot be computed.
import { readPack } from './pack-folder.ts';
import { rulesContent } from '../engine/coc/index.ts';
import { atLeast, oddsReport, parseOddsArgs, type CocDiceContent, type OddsReport } from '../analysis/odds/index.ts';

const USAGE = `usage: npm run odds -- '<X>Y>' [+N>] [>+N] [--need K] [--assist 'X>Y[:keep]'] [--knack]
                      [--extended N [--endurance E] [--save 'X>Y'] [--qualities Q]] [--json]
       npm run odds -- --coc --dice N [--special N] [--need K] [--sacrifice N|all] [--reroll N] [--bonus N]
                      [--action <card id>] [--faces <faces>] [--special-faces <faces>] [--pack <pack>] [--json]
       npm run odds -- --ccg --ability N --danger T [--bonus N] [--extra-dice N] [--double] [--reroll N]
                      [--versus N [--versus-bonus N]] [--json]`;

const parsed = parseOddsArgs(process.argv.slice(2));
if (!parsed.request) {
  console.error(parsed.error ?? 'nothing to compute');
  console.error(USAGE);
  process.exit(2);
}

let coc: CocDiceContent | undefined;
const request = parsed.request;
if (request.game === 'coc' && (!request.laraFaces || request.action)) {
  const loaded = readPack(parsed.pack ?? 'content/base');
  if (!loaded.pack) {
    for (const p of loaded.problems) console.error(`${p.file ?? parsed.pack}#${p.pointer}: ${p.message}`);
    process.exit(1);
  }
  coc = rulesContent(loaded.pack);
}

let report: OddsReport;
try {
  report = oddsReport(request, coc);
} catch (e) {
  console.error((e as Error).message);
  process.exit(1);
}

if (parsed.json) {
  console.log(JSON.stringify(report.json, null, 2));
  process.exit(0);
}

const percent = (p: number) => `${(p * 100).toFixed(2).padStart(6)}%`;
const lines = [report.title, ...report.notes.map((n) => `  ${n}`), ''];
for (const t of report.tables) {
  lines.push(t.label, `${'value'.padStart(6)}       exactly   at least`);
  for (let v = 0; v < t.dist.length; v++) {
    if (t.dist[v] === 0) continue;
    const mark = t.need !== undefined && v === t.need ? '  ← needed' : '';
    lines.push(`${String(v).padStart(6)}       ${percent(t.dist[v]!)}   ${percent(atLeast(t.dist, v))}${mark}`);
  }
  lines.push('');
}
for (const [label, p] of report.figures)
  lines.push(label.startsWith('expected') ? `${label}: ${p.toFixed(3)}` : `${label}: ${percent(p).trim()}`);
console.log(lines.join('\n'));
