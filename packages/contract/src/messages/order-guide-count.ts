/** What count mode says (issue 34). */
export const CountMessages = {
  countAndOrder: 'Count & Order',
  lastCounted: (date: string, name: string) => `Last counted ${date} by ${name}`,
  offline: 'Offline — your counts are saved on this device',
  noPar: 'No par',
  notCounted: 'Not counted',
  unknownUnit: (unit: string, description: string) => `${unit} is not a unit of "${description}".`,
  notInGuide: (productKey: number) => `Product ${productKey} is not in this order guide.`,
  unknownShipto: (code: string) => `Ship-to ${code} was not found.`,
  nothingToAdd: 'Nothing to add: no line has a suggested quantity.',
  sequenceMismatch: 'Send every product of the order guide once, in the new order.',
  standardSequence: 'The Standard guide keeps the order of the storeroom; its sequence cannot be changed.',
  suggestPars: 'Suggest pars',
} as const;
