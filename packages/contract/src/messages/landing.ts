/** Spec 02 section 5: the editor's messages, which the server answers with too. */
export const landingMessages = {
  heading: 'Headings are limited to 40 characters',
  title: 'Title is limited to 40 characters',
  alt: 'Description must be less than 40 characters',
  height: 'Height cannot be greater than 1800px',
  width: 'Width cannot be greater than 1800px',
  /** Not in the spec: the rich text's limit (decision 080), counted as stored (decision 410). */
  text: 'Rich text is limited to 20,000 characters',
  saved: 'Layout changes saved.',
  saveFailed: 'Failed to save changes.',
  notImplemented: 'Content variant not implemented',
  noContent: 'No Content',
  deleteCard: 'Delete Landing Card?',
  cancelChanges: 'Cancel Changes?',
  leave: 'There may be unsaved changes. Are you sure you want to leave this page?',
} as const;
