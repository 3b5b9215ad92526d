/** Spec 02 section 4: the document button's states. */
export type DocumentState = 'NotLoaded' | 'Loading' | 'Loaded' | 'Failed';

export const OPEN_TAB_FAILED = "Couldn't open new tab or window";
export const NO_DOCUMENT_DATA = 'No document data';
/** On Android a PDF tab cannot show the document: it is downloaded and the tab closes after this long. */
export const ANDROID_TAB_CLOSE_MS = 300;

/** What a click does in each state: nothing while loading; a click on a failed button clears the error. */
export function clickAction(state: DocumentState): 'ignore' | 'reset' | 'load' {
  if (state === 'Loading') return 'ignore';
  if (state === 'Failed') return 'reset';
  return 'load';
}

/** How an answer ends: a 200 with a body is the document; anything else is the failure shown. */
export function answerOutcome(status: number): 'document' | 'no-data' | 'error' {
  if (status === 200) return 'document';
  if (status === 204) return 'no-data';
  return 'error';
}

export const isAndroid = (userAgent: string) => /Android/i.test(userAgent);

/** The notification text of a failure: upper case (spec 02 section 8). */
export const failureNotice = (message: string) => message.toUpperCase();
