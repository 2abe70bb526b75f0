/**
 * The focus leaves a part of the page as it is hidden. The browser moves it only later (after the
 * next style update, in a task of its own that input may overtake), and keys pressed before that
 * (Esc or an arrow just after Ctrl+Enter) would go to the hidden part, which may take them for
 * itself. Used by the app's areas (tr-app) and by the CCG designer, hidden while a game is played.
 */

/** The element with the focus under `root`, through the shadow roots on the way. */
export function focusedUnder(root: Document | ShadowRoot): HTMLElement | undefined {
  let focused = root.activeElement;
  if (!focused) return undefined;
  while (focused.shadowRoot?.activeElement) focused = focused.shadowRoot.activeElement;
  return focused as HTMLElement;
}

/**
 * When the focus under `root` is inside a hidden element matching `selector` (closest to it, in
 * `root`'s own tree), blurs it and returns the element that had it (to give it back later).
 */
export function leaveHidden(
  root: ShadowRoot | HTMLElement | DocumentFragment,
  selector: string,
): HTMLElement | undefined {
  const shadow = root instanceof ShadowRoot ? root : undefined;
  if (!shadow?.activeElement?.closest<HTMLElement>(selector)?.hidden) return undefined;
  const focused = focusedUnder(shadow);
  focused?.blur();
  return focused;
}
