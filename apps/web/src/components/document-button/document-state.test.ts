import { describe, expect, it } from 'vitest';
import { answerOutcome, clickAction, failureNotice, isAndroid } from './document-state.ts';

describe('document button', () => {
  it('ignores clicks while loading and clears a failure on click', () => {
    expect(clickAction('NotLoaded')).toBe('load');
    expect(clickAction('Loaded')).toBe('load');
    expect(clickAction('Loading')).toBe('ignore');
    expect(clickAction('Failed')).toBe('reset');
  });

  it('takes only a 200 as the document', () => {
    expect(answerOutcome(200)).toBe('document');
    expect(answerOutcome(204)).toBe('no-data');
    expect(answerOutcome(404)).toBe('error');
    expect(answerOutcome(500)).toBe('error');
  });

  it('shows failures in upper case and knows Android', () => {
    expect(failureNotice("Couldn't open new tab or window")).toBe("COULDN'T OPEN NEW TAB OR WINDOW");
    expect(isAndroid('Mozilla/5.0 (Linux; Android 14; Pixel 8)')).toBe(true);
    expect(isAndroid('Mozilla/5.0 (X11; Linux x86_64)')).toBe(false);
  });
});
