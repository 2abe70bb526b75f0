/** A problem found in content: where it is (file and JSON Pointer), how bad, and what to do. */
export interface Problem {
  severity: 'error' | 'warning';
  /** JSON Pointer (RFC 6901) into the document named by `file`, "" for the whole document. */
  pointer: string;
  message: string;
  /** The file the pointer refers to, when the content came from files. */
  file?: string;
  itemId?: string;
}

/** Escapes one JSON Pointer reference token. */
export function pointerToken(token: string | number): string {
  return String(token).replace(/~/g, '~0').replace(/\//g, '~1');
}

export function pointer(...tokens: (string | number)[]): string {
  return tokens.map((t) => '/' + pointerToken(t)).join('');
}

export function hasErrors(problems: readonly Problem[]): boolean {
  return problems.some((p) => p.severity === 'error');
}

/** The index of the item a pack-document pointer is inside (`/items/3/…` → 3), if any. */
export function itemIndexOf(pointer: string): number | undefined {
  const match = /^\/items\/(\d+)(?:\/|$)/.exec(pointer);
  return match ? Number(match[1]) : undefined;
}

/** A pack's problems split by the item they are in (by index); the rest are the pack's own. */
export function problemsByItem(problems: readonly Problem[]): { byItem: Map<number, Problem[]>; packLevel: Problem[] } {
  const byItem = new Map<number, Problem[]>();
  const packLevel: Problem[] = [];
  for (const problem of problems) {
    const index = itemIndexOf(problem.pointer);
    if (index === undefined) packLevel.push(problem);
    else byItem.set(index, [...(byItem.get(index) ?? []), problem]);
  }
  return { byItem, packLevel };
}
