// Reading the PDFs that Chromium writes for page.pdf(): how many pages and of what size.

/** Pages and their sizes (points) of a PDF that Chromium wrote. */
export function pdfPages(pdf: Buffer): { width: number; height: number }[] {
  const text = pdf.toString('latin1');
  const count = [...text.matchAll(/\/Type\s*\/Page(?![a-zA-Z])/g)].length;
  const boxes = [...text.matchAll(/\/MediaBox\s*\[\s*([\d.]+)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)\s*\]/g)];
  const sizes = boxes.map((m) => ({
    width: Math.round(Number(m[3]) - Number(m[1])),
    height: Math.round(Number(m[4]) - Number(m[2])),
  }));
  // Every page's size (a size given once on the page tree applies to each page).
  return Array.from({ length: count }, (_, i) => sizes[Math.min(i, sizes.length - 1)]!);
}
