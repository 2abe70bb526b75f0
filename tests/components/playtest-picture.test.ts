import { expect } from '@esm-bundle/chai';
import { arenaSession, mountWith, shadow } from './playtest-fixtures.ts';
import { settled } from './fixtures.ts';
import type { TrPictureDialog } from '../../src/ui/print/picture-dialog.ts';
import '../../src/ui/playtest/playtest-board.ts';

// A picture of a playtest moment: "Export picture" on the playtest board saves the board as it is
// now, figures and overlays included, as a PNG of the width asked for and as an SVG naming them.

/** The files the page saves, caught at the download link's click instead of being downloaded. */
function catchDownloads(): { files: Promise<{ name: string; blob: Blob }>[]; stop(): void } {
  const files: Promise<{ name: string; blob: Blob }>[] = [];
  const onClick = (event: MouseEvent) => {
    const a = event.target;
    if (!(a instanceof HTMLAnchorElement) || !a.download) return;
    event.preventDefault();
    files.push(fetch(a.href).then(async (r) => ({ name: a.download, blob: await r.blob() })));
  };
  document.addEventListener('click', onClick, true);
  return { files, stop: () => document.removeEventListener('click', onClick, true) };
}

const button = (root: ParentNode, name: string) =>
  [...root.querySelectorAll('button')].find((b) => b.textContent!.trim() === name)!;

async function dialogOpened(): Promise<TrPictureDialog> {
  for (let i = 0; i < 100 && !document.querySelector('tr-picture-dialog'); i++)
    await new Promise((r) => setTimeout(r, 20));
  const dialog = document.querySelector('tr-picture-dialog')!;
  await dialog.updateComplete;
  return dialog;
}

describe('a picture of a playtest moment', () => {
  let downloads: ReturnType<typeof catchDownloads>;
  beforeEach(() => (downloads = catchDownloads()));
  afterEach(() => {
    downloads.stop();
    document.querySelectorAll('.playtest-host, tr-picture-dialog').forEach((el) => el.remove());
  });

  it('saves the board with Lara, the enemies, the Noise Token and the lines of sight as a PNG of the width asked and an SVG naming the figures', async () => {
    const session = arenaSession(1, {
      sight: 'seen',
      noise: { x: 3, y: 0 },
      enemies: [
        { type: 'wildlife', at: { x: 1, y: 1 }, facing: 'W' },
        { type: 'natla-tech', at: { x: 4, y: 2 }, facing: 'N' },
      ],
    });
    const board = await mountWith('tr-playtest-board', session);
    const root = shadow(board);
    [...root.querySelectorAll('label')]
      .find((l) => /line of sight/.test(l.textContent!))!
      .querySelector('input')!
      .click();
    await settled(board);
    button(root, 'Export picture').click();
    const dialog = await dialogOpened();
    const inDialog = dialog.shadowRoot!;
    expect(inDialog.querySelector('h2')!.textContent).to.equal('Export picture of this moment');
    const width = inDialog.querySelector<HTMLInputElement>('input[type="number"]')!;
    width.value = '900';
    width.dispatchEvent(new Event('input'));
    await dialog.updateComplete;
    // The arena is 6 × 3 spaces: 900 pixels wide, 450 high.
    expect(inDialog.querySelector('.size')!.textContent).to.equal('900 × 450 px');

    button(inDialog, 'Save PNG').click();
    for (let i = 0; i < 200 && downloads.files.length === 0; i++) await new Promise((r) => setTimeout(r, 20));
    const png = await downloads.files[0]!;
    expect(png.name).to.equal(`${session.state.level.id}-step-0.png`);
    expect(png.blob.type).to.equal('image/png');
    const image = await createImageBitmap(png.blob);
    expect([image.width, image.height]).to.deep.equal([900, 450]);
    const canvas = new OffscreenCanvas(image.width, image.height);
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const pixels = context.getImageData(0, 0, image.width, image.height).data;
    const colours = new Set<number>();
    for (let i = 0; i < pixels.length; i += 4 * 5)
      colours.add(((pixels[i]! >> 3) << 10) | ((pixels[i + 1]! >> 3) << 5) | (pixels[i + 2]! >> 3));
    expect(colours.size, 'the PNG shows the board, not a blank page').to.be.greaterThan(30);
    // The Wildlife at (1, 1) is drawn there in the enemies' red: 150 pixels a space, below its letters.
    const at = (x: number, y: number) => [...context.getImageData(x, y, 1, 1).data.slice(0, 3)];
    const [r, g, b] = at(1.5 * 150, 1.5 * 150 + 9 * (150 / 60));
    expect(r > 150 && g < 90 && b < 90, `red under the Wildlife, got ${r},${g},${b}`).to.equal(true);

    button(inDialog, 'Save SVG').click();
    for (let i = 0; i < 200 && downloads.files.length < 2; i++) await new Promise((r) => setTimeout(r, 20));
    const file = await downloads.files[1]!;
    expect(file.name).to.equal(`${session.state.level.id}-step-0.svg`);
    const doc = new DOMParser().parseFromString(await file.blob.text(), 'image/svg+xml');
    expect(doc.querySelector('parsererror')).to.equal(null);
    expect(doc.documentElement.localName).to.equal('svg');
    const title = (selector: string) => [...doc.querySelectorAll(`${selector} > title`)].map((t) => t.textContent);
    expect(title('g.figure-lara')).to.deep.equal(['Lara, health 10, facing E, SEEN']);
    expect(title('g.enemy').map((t) => t!.replace(/ e\d+,/, ','))).to.have.members([
      'Wildlife, health 3, facing W',
      'Natla Tech, health 5, facing N',
    ]);
    expect(doc.querySelector('g.enemy')!.getAttribute('transform')).to.match(/^translate\(\d+(\.\d+)? \d+(\.\d+)?\)$/);
    expect(doc.querySelectorAll('g.sight'), 'the lines of sight shown').to.have.length(2);
    expect(doc.querySelector('g.noise')).to.not.equal(null);
    expect(doc.querySelector('[role="gridcell"]'), 'no screen reader grid in the picture').to.equal(null);
    expect(doc.querySelector('style')!.textContent).to.contain('.reach rect');
  });
});
