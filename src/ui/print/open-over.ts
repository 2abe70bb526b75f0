/**
 * Puts an element over the app (the print view, the picture export dialog): one of its kind at a
 * time, replacing one already open, with its properties set before it first draws.
 */
export function openOver<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  properties: Partial<HTMLElementTagNameMap[K]>,
): HTMLElementTagNameMap[K] {
  document.querySelector(tag)?.remove();
  const element = Object.assign(document.createElement(tag), properties);
  document.body.append(element);
  return element;
}
