import { css } from 'lit';

/**
 * The designers' top bar (which level is open, new level buttons), the same in the Crypt of Chronos level editor
 * and the CCG designer. Each designer sets its own `max-width` on the bar's selects and buttons.
 */
export const designerBarStyles = css`
  .bar {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    align-items: center;
    padding: 0.35rem 0.6rem;
    border-bottom: 1px solid var(--line, #ccc);
    font-size: 0.9rem;
  }
  select,
  button {
    font: inherit;
    font-size: 0.85rem;
  }
`;
