/** Spec 01 section 4: the question asked before leaving a view with unsaved data. */
export const UNSAVED_CHANGES_MESSAGE =
  'Unsaved data would be lost by leaving the active view. Are you sure you wish to change the view?';
