/**
 * A picture as a file: the SVG drawing (level-picture.ts) written out as standalone SVG markup, and
 * a PNG of it at a chosen pixel width drawn on a canvas from that markup. Runs in the page (the
 * markup comes from Lit's render into a detached element, the PNG from an image and a canvas).
 */
import { render, type SVGTemplateResult } from 'lit';

/** The standalone SVG document of a drawing (one `<svg>` root, no Lit markers). */
export function svgMarkup(picture: SVGTemplateResult): string {
  const holder = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  render(picture, holder);
  const root = holder.querySelector('svg');
  if (!root) throw new Error('The picture has no SVG root.');
  const markup = new XMLSerializer().serializeToString(root).replace(/<!--[^]*?-->/g, '');
  return `<?xml version="1.0" encoding="UTF-8"?>\n${markup}`;
}

/** A data URL of the markup, for an `<img>` (thumbnails) or an image to draw on a canvas. */
export function svgDataUrl(markup: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`;
}

/** The pixel size of a PNG `width` pixels wide for a picture of this aspect. */
export function pngSize(picture: { width: number; height: number }, width: number): { width: number; height: number } {
  const w = Math.max(16, Math.min(8000, Math.round(width)));
  return { width: w, height: Math.max(1, Math.round((w * picture.height) / picture.width)) };
}

/** A PNG of the markup, `size` pixels, on a white ground (printing and sharing want no transparency). */
export async function pngBlob(markup: string, size: { width: number; height: number }): Promise<Blob> {
  const image = new Image();
  image.decoding = 'async';
  const loaded = new Promise<void>((resolve, reject) => {
    image.onload = () => resolve();
    image.onerror = () => reject(new Error('The picture could not be drawn.'));
  });
  image.src = svgDataUrl(markup);
  await loaded;
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw on a canvas.');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, size.width, size.height);
  context.drawImage(image, 0, 0, size.width, size.height);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The PNG could not be made.'))), 'image/png'),
  );
}

/** Saves a blob as a download named `fileName`. */
export function download(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A file name from an item's id: "landfall.svg". */
export const pictureFileName = (id: string, extension: 'svg' | 'png') =>
  `${id.replace(/[^a-z0-9-]+/gi, '-') || 'level'}.${extension}`;
