import { css } from 'lit';

/** The playtest's modal dialogs (choices, apply by hand): the backdrop, the box, its heading and a card's text. */
export const dialogStyles = css`
  .backdrop {
    position: fixed;
    inset: 0;
    background: rgba(0, 0, 0, 0.35);
    display: grid;
    place-items: center;
    z-index: 50;
  }
  .dialog {
    background: #fff;
    border-radius: 8px;
    padding: 1rem 1.2rem;
    min-width: 18rem;
    max-width: 32rem;
    box-shadow: 0 8px 30px rgba(0, 0, 0, 0.35);
  }
  h3 {
    margin: 0 0 0.5rem;
  }
  .card-text {
    margin: 0.3rem 0;
    padding: 0.3rem 0.6rem;
    border-left: 3px solid #8d6e63;
    background: #faf6f0;
  }
`;
