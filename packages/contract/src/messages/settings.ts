/** The administrator's maximum order amount (decision 097). */
export const maxOrderAmountMessages = {
  format: 'Enter an amount in dollars and cents, such as 25000.00, up to 999,999,999.99.',
  positive: 'The maximum order amount must be more than 0.00.',
  saved: 'The maximum order amount was saved.',
} as const;
