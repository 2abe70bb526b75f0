import { css } from 'lit';

/** The editors' save status and notice line (a refused edit, a done one), the same in every editor. */
export const editorStatusStyles = css`
    .save {
      margin-left: auto;
      font-size: 0.8rem;
      color: #2e7d32;
    }
    .save.error {
      color: #8a5a00;
    }
    .notice {
      min-height: 1.4rem;
      padding: 0.15rem 0.8rem;
      font-size: 0.9rem;
    }
    .notice.refused {
      background: #fde7e7;
      color: #8e1414;
      font-weight: 600;
    }
    .notice.done {
      background: #e8f3e8;
      color: #1d4d20;
    }
`;
