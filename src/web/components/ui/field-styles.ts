/**
 * How a text field, select or text area shows focus and a wrong value. The brand colour is a red close to the
 * error red, so a focused field takes the ink colour instead: a red border then always means "fix this". A field
 * that is both focused and wrong keeps its red, with a red glow.
 */
export const FIELD_STATE_CLASS =
  "focus:border-zinc-900 focus:outline-2 focus:outline-offset-0 focus:outline-zinc-900/15 " +
  "aria-invalid:border-red-500 aria-invalid:focus:border-red-500 aria-invalid:focus:outline-red-500/25";
