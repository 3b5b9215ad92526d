import type { InputMask } from 'imask';

/**
 * Stops imask moving the caret when the field gains focus (decision 270), so that a value selected
 * and then replaced is replaced whole.
 *
 * imask 7 moves a collapsed caret to the first open position of the mask on focus. Playwright's
 * `fill` (and any script) selects the value and then focuses the field, and Chromium applies that
 * selection only after the focus event: during the event the caret reads 0, imask moved it to 1,
 * and that collapsed caret was what the browser kept. The new number then went in at the start,
 * the mask refused the digits past its length, and most of the old number stayed ("Paying by Visa
 * ending in 0002" after filling 4111 1111 1111 1111; a phone became "(508) 555-6175 550100").
 * A click still puts the caret on the nearest open position (imask's click handler), and focusing
 * with Tab selects the whole value as before. The mask and the
 * element live and die together (IMaskInput keeps one InputMask per element), so nothing is undone.
 */
export function keepSelectionOnFocus(mask: InputMask, input: HTMLInputElement): void {
  // imask binds its handlers in its constructor and adds these bound functions as listeners.
  const onFocus = mask._onFocus as (event: Event) => void;
  input.removeEventListener('focus', onFocus);
}
