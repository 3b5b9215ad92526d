/**
 * Writes the sample files of docs/integration/samples (deterministic): a food-service
 * distributor's ERP export of each kind, and for each a copy with deliberate bad rows whose line
 * numbers docs/integration/README.md lists. Run: node --import tsx <this file>.
 *
 * The kinds are made in this order, from one seeded random sequence (sample-kit.ts): a kind made
 * elsewhere in the order would change every file made after it.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { writeCatalogSamples } from './sample-catalog.ts';
import { writeContractPriceSamples, writeCustomerSamples } from './sample-customers.ts';
import { writeHistorySamples } from './sample-history.ts';
import type { SampleFiles } from './sample-kit.ts';
import { writeReceivableSamples } from './sample-receivables.ts';
import { writeSalespeopleSamples } from './sample-salespeople.ts';

const outDir = resolve(import.meta.dirname, '../../../../../../docs/integration/samples');

const files: SampleFiles = {};
const productRows = writeCatalogSamples(files);
const customerRows = writeCustomerSamples(files);
writeContractPriceSamples(files, customerRows, productRows);
writeSalespeopleSamples(files, customerRows);
const { invoiced, historyErrors } = writeHistorySamples(files, customerRows, productRows);
const receivableErrors = writeReceivableSamples(files, invoiced, customerRows);

mkdirSync(outDir, { recursive: true });
for (const [name, content] of Object.entries(files)) writeFileSync(join(outDir, name), content);
process.stdout.write(`wrote ${Object.keys(files).length} files to ${outDir}\n`);
process.stdout.write(`order-history-with-errors.csv: lines ${historyErrors.join(', ')}\n`);
process.stdout.write(`receivables-with-errors.csv: lines ${receivableErrors.join(', ')}\n`);
