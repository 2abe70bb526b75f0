/**
 * The print view's style sheet (document level; see print-view.ts). On screen the sheets are drawn
 * as pages of the chosen paper on a grey desk; in print only the sheets are printed, each sheet
 * starting a new page. Card sheets use millimetres so that a card prints at 63 × 88 mm.
 */
export const printStyles = `
tr-print-view {
  display: block;
  position: fixed;
  inset: 0;
  z-index: 1000;
  overflow: auto;
  background: #6f6a63;
  font: 10pt/1.35 system-ui, sans-serif;
  color: #111;
}
tr-print-view .print-bar {
  position: sticky;
  top: 0;
  z-index: 1;
  display: flex;
  gap: 0.8rem;
  align-items: center;
  padding: 0.5rem 1rem;
  background: #2b2723;
  color: #fff;
  font-size: 0.95rem;
}
tr-print-view .print-bar strong { margin-right: auto; }
tr-print-view .print-bar button, tr-print-view .print-bar select { font: inherit; }
tr-print-view .sheet {
  box-sizing: border-box;
  width: var(--page-width);
  min-height: var(--page-height);
  margin: 1rem auto;
  padding: 10mm;
  background: #fff;
  box-shadow: 0 2px 8px rgba(0, 0, 0, 0.4);
}
tr-print-view h1 { font-size: 16pt; margin: 0 0 2mm; }
tr-print-view h2 { font-size: 12pt; margin: 4mm 0 1.5mm; border-bottom: 0.4mm solid #8a7a62; }
tr-print-view h3 { font-size: 10.5pt; margin: 3mm 0 1mm; }
tr-print-view .subtitle { margin: 0 0 3mm; color: #4d463d; }
tr-print-view table { border-collapse: collapse; width: 100%; margin: 1mm 0; }
tr-print-view th, tr-print-view td { border: 0.25mm solid #b9ad98; padding: 0.6mm 1.5mm; text-align: left; vertical-align: top; }
tr-print-view th { background: #f1ebdf; }
tr-print-view td.n { text-align: right; }
tr-print-view .columns { display: grid; grid-template-columns: 1fr 1fr; gap: 0 6mm; }
tr-print-view .diagram { display: block; margin: 0 auto 2mm; max-width: 100%; max-height: 150mm; }
tr-print-view .diagram svg { display: block; width: 100%; height: auto; max-height: 150mm; }
tr-print-view .warning { border: 0.5mm solid #a1261b; background: #fdecea; color: #7a1710; padding: 1.5mm 3mm; margin: 2mm 0; }
tr-print-view .ok { border: 0.4mm solid #2e7d32; background: #edf7ee; color: #1d5220; padding: 1.5mm 3mm; margin: 2mm 0; }
tr-print-view tr.short td { color: #7a1710; font-weight: 700; }
tr-print-view ul { margin: 0.5mm 0; padding-left: 5mm; }
tr-print-view .contents li { margin: 0.6mm 0; }
tr-print-view .avoid { break-inside: avoid; }
/* Card sheets: nine poker cards (63 × 88 mm) to a page, crop marks in the margins. */
tr-print-view .card-sheet { padding: 0; display: flex; align-items: center; justify-content: center; }
tr-print-view .card-grid { position: relative; display: grid; grid-template-columns: repeat(3, 63mm); grid-auto-rows: 88mm; gap: 0; }
tr-print-view .card-grid.backs { direction: rtl; }
tr-print-view .card { direction: ltr; position: relative; box-sizing: border-box; width: 63mm; height: 88mm; border: 0.2mm solid #bbb; padding: 3mm; overflow: hidden; display: flex; flex-direction: column; font-size: 8pt; line-height: 1.25; }
tr-print-view .card .card-head { display: flex; justify-content: space-between; gap: 1mm; align-items: baseline; border-bottom: 0.4mm solid currentColor; padding-bottom: 0.8mm; margin-bottom: 1.2mm; }
tr-print-view .card .card-name { font-weight: 700; font-size: 10pt; }
tr-print-view .card .card-kind { font-size: 6.5pt; text-transform: uppercase; letter-spacing: 0.2mm; color: #4d463d; }
tr-print-view .card .card-stats { display: flex; flex-wrap: wrap; gap: 0.6mm 2mm; margin: 0.5mm 0 1mm; font-weight: 600; }
tr-print-view .card .card-text { flex: 1; overflow: hidden; }
tr-print-view .card .card-text p { margin: 0 0 1mm; }
tr-print-view .card .card-foot { font-size: 6pt; color: #6b6256; display: flex; justify-content: space-between; }
tr-print-view .card.small-text .card-text { font-size: 6.6pt; }
tr-print-view .card.too-long { outline: 1mm solid #a1261b; outline-offset: -1mm; }
tr-print-view .card .too-long-flag { color: #a1261b; font-weight: 700; font-size: 6.5pt; }
tr-print-view .card.back { align-items: center; justify-content: center; text-align: center; background: #3b3026; color: #f4ead8; }
tr-print-view .card.back .back-game { font-size: 12pt; font-weight: 700; }
tr-print-view .crop { position: absolute; background: #000; }
tr-print-view .crop.v { width: 0.2mm; height: 4mm; }
tr-print-view .crop.h { height: 0.2mm; width: 4mm; }
tr-print-view .range-template { display: block; width: 22mm; height: auto; margin: 0.5mm auto; }
tr-print-view .small { font-size: 8.5pt; color: #4d463d; }
/* Underworld region sheets: each track a row of spaces joined left to right. */
tr-print-view .uw-track h3 { margin: 2mm 0 1mm; }
tr-print-view .uw-spaces { list-style: none; display: flex; flex-wrap: wrap; gap: 1.5mm 2.5mm; margin: 0; padding: 0; }
tr-print-view .uw-space { position: relative; box-sizing: border-box; width: 18.5mm; min-height: 21mm; border: 0.4mm solid #8a7a62; border-radius: 1.5mm; padding: 0.8mm; display: flex; flex-direction: column; align-items: center; text-align: center; font-size: 7pt; line-height: 1.15; }
tr-print-view .uw-space + .uw-space::before { content: ''; position: absolute; left: -2.6mm; top: 50%; width: 2.5mm; border-top: 0.5mm solid #8a7a62; }
tr-print-view .uw-track.acrobatics .uw-space { background: #fdf3dc; }
tr-print-view .uw-track.battle .uw-space { background: #fbe4e1; }
tr-print-view .uw-track.trick .uw-space { background: #e4f3e4; }
tr-print-view .uw-space.start { border-style: dashed; }
tr-print-view .uw-space.end { border-width: 0.8mm; border-color: #3b3026; }
tr-print-view .uw-space .n { font-weight: 700; font-size: 7.5pt; }
tr-print-view .uw-space .glyphs { font-size: 11pt; line-height: 1.1; }
tr-print-view .uw-space .words { display: flex; flex-direction: column; }
tr-print-view .uw-space .end-words { margin-top: auto; font-weight: 700; font-size: 6.5pt; }
tr-print-view .legend span { white-space: nowrap; margin-right: 2mm; }
tr-print-view .uw-obstacles td { font-size: 8.5pt; }
/* RPG sheets: boxes to tick, the encounter map as a grid of shaded squares, lines for notes. */
tr-print-view .boxes { display: inline-flex; gap: 0.8mm; vertical-align: middle; }
tr-print-view .box { display: inline-block; width: 3.2mm; height: 3.2mm; border: 0.3mm solid #3b3026; }
tr-print-view .box.shaded { background: #b9ad98; }
tr-print-view .notes-lines { height: 40mm; background: repeating-linear-gradient(#fff 0 7mm, #b9ad98 7mm 7.25mm); }
tr-print-view .rpg-map { width: auto; margin: 0 auto; }
tr-print-view .rpg-map td, tr-print-view .rpg-map th { width: var(--cell); min-width: var(--cell); max-width: var(--cell); height: var(--cell); padding: 0; text-align: center; vertical-align: middle; font-size: 6pt; line-height: 1; overflow-wrap: anywhere; overflow: hidden; }
tr-print-view .rpg-map th { background: none; border: none; }
tr-print-view .rpg-map td.g1 { background: #8d8579; }
tr-print-view .rpg-map td.g2 { background: #cfe3f5; }
tr-print-view .rpg-map td.g3 { background: #d5ecd0; }
tr-print-view .rpg-map td.raiders { font-weight: 700; color: #1d4d80; box-shadow: inset 0 0 0 0.6mm #1d4d80; }
tr-print-view .rpg-map td.opponents { font-weight: 700; color: #8e1414; box-shadow: inset 0 0 0 0.6mm #8e1414; }
@media print {
  html, body { height: auto !important; background: #fff !important; }
  body > :not(tr-print-view) { display: none !important; }
  tr-print-view { position: static; overflow: visible; background: none; }
  tr-print-view .print-bar { display: none; }
  tr-print-view .sheet { width: auto; min-height: 0; margin: 0; padding: 5mm; box-shadow: none; }
  tr-print-view .sheet + .sheet { break-before: page; }
  tr-print-view .card-sheet { padding: 0; height: calc(var(--page-height) - 11mm); }
  tr-print-view .sheet-note { display: none; }
  tr-print-view * { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
}
`;
