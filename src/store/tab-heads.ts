import type { DocumentWrite, Session, StepOutline } from './storage.ts';

/**
 * Per tab: a document's stored history and the session (open tabs, level draft) are kept for each
 * tab of the app, so two tabs editing the same document, or showing different documents, never
 * overwrite each other's. A reload finds its own tab's (the tab keeps its id in sessionStorage,
 * tab-id.ts); a new tab takes those of the tab it was duplicated from, else the last written.
 */

/** Which tab this is, and the tab it was copied from (a duplicated tab), if any. */
export interface TabIdentity {
  id: string;
  from?: string;
}

type Outline = DocumentWrite['outline'];

/** A document's stored head: the last writer's outline, and each tab's own. */
export interface DocumentHead {
  key: string;
  ref: DocumentWrite['ref'];
  /** The outline written last (what a tab without its own takes). */
  outline: Outline;
  /** Each tab's outline (by tab id), with when it was written (ms since 1970). */
  tabs?: Record<string, { outline: Outline; at: number }>;
}

/** How many tabs' outlines a document keeps (the oldest go first, with the steps only they held). */
export const TAB_HEADS = 8;

export function newTabId(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

const stepIds = (outline: Outline) => outline.steps.flatMap((s: StepOutline) => (s.id === undefined ? [] : [s.id]));

/**
 * The head after `tab` writes its outline over the stored one, and the steps no tab refers to any
 * more (dropped by this tab and by no other one kept, or held only by tabs too old to keep).
 */
export function mergeHead(
  stored: DocumentHead | undefined,
  write: DocumentWrite,
  tab: string,
  now: number,
): { head: DocumentHead; deleteSteps: string[] } {
  const tabs: Record<string, { outline: Outline; at: number }> = stored?.tabs
    ? { ...stored.tabs }
    : stored
      ? { '': { outline: stored.outline, at: 0 } }
      : {};
  tabs[tab] = { outline: write.outline, at: now };
  const ordered = Object.entries(tabs).sort(([a, x], [b, y]) => (a === tab ? -1 : b === tab ? 1 : y.at - x.at));
  const kept = Object.fromEntries(ordered.slice(0, TAB_HEADS));
  const gone = ordered.slice(TAB_HEADS).flatMap(([, t]) => stepIds(t.outline));
  const referenced = new Set(Object.values(kept).flatMap((t) => stepIds(t.outline)));
  const deleteSteps = [...new Set([...write.dropped, ...gone])].filter((id) => !referenced.has(id));
  return { head: { key: write.key, ref: write.ref, outline: write.outline, tabs: kept }, deleteSteps };
}

/** The outline a tab restores: its own, else the one of the tab it was copied from, else the last written. */
export function outlineFor(head: DocumentHead, tab: TabIdentity | undefined): Outline {
  return (
    (tab && (head.tabs?.[tab.id] ?? (tab.from !== undefined ? head.tabs?.[tab.from] : undefined))?.outline) ||
    head.outline
  );
}

/** Stored sessions: each tab's, and the last written (for a new tab). */
export interface StoredSessions {
  last?: Session;
  byTab: Map<string, Session & { at?: number }>;
}

/** The session a tab restores (as `outlineFor`). */
export function sessionFor({ last, byTab }: StoredSessions, tab: TabIdentity | undefined): Session | undefined {
  const own = tab && (byTab.get(tab.id) ?? (tab.from !== undefined ? byTab.get(tab.from) : undefined));
  if (!own) return last;
  const { at: _at, ...session } = own;
  return session;
}

/** How many tabs' sessions are kept; the tabs not written for longest are forgotten first. */
export const TAB_SESSIONS = 20;

/** The tab ids whose sessions to forget once `byTab` holds more than TAB_SESSIONS. */
export function staleSessions(byTab: Map<string, { at?: number }>): string[] {
  if (byTab.size <= TAB_SESSIONS) return [];
  return [...byTab.entries()]
    .sort(([, a], [, b]) => (b.at ?? 0) - (a.at ?? 0))
    .slice(TAB_SESSIONS)
    .map(([id]) => id);
}
