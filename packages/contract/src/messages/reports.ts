/** Reports (spec 02, Reports and Documents). */
export const ReportMessages = {
  noData: 'No report data',
  notFound: 'No report found. Please contact the system administrator.',
  unexpected: 'An unexpected error occurred while processing the report.',
} as const;
