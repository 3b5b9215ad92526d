/** The salespeople's sample files. */
import { copyRows, csv, pick, setCell, type SampleFiles, type SampleRow } from './sample-kit.ts';

const firstNames = ['Maria', 'James', 'Linda', 'Robert', 'Patricia', 'Michael', 'Jennifer', 'David', 'Susan', 'Carlos'];
const lastNames = [
  'Martinez',
  'Johnson',
  'Nguyen',
  'Okafor',
  'Schmidt',
  'Rossi',
  'Kowalski',
  'Brennan',
  'Tanaka',
  'Haddad',
];
const salesHeader = ['salesperson_code', 'name', 'email', 'username', 'customers', 'active'];

/** Salespeople: 25, each with the customers of their route (every customer has one salesperson). */
export function writeSalespeopleSamples(files: SampleFiles, customerRows: SampleRow[]): void {
  const salesRows: SampleRow[] = [];
  const takenNames = new Set<string>();
  for (let i = 0; i < 25; i++) {
    let first = pick(firstNames);
    let last = pick(lastNames);
    while (takenNames.has(`${first} ${last}`)) [first, last] = [pick(firstNames), pick(lastNames)];
    takenNames.add(`${first} ${last}`);
    let username = `${first[0]}${last}`.toLowerCase();
    for (let n = 2; takenNames.has(username); n++) username = `${first[0]}${last}${n}`.toLowerCase();
    takenNames.add(username);
    const route = customerRows.slice(i * 8, i * 8 + 8).map((r) => String(r[0]));
    salesRows.push([
      `SP${101 + i}`,
      `${first} ${last}`,
      `${first}.${last}@distributor.example`.toLowerCase(),
      // Some rows leave the user name out: it is then the code in lower case (sp105).
      i % 5 === 4 ? '' : username,
      route.join(';'),
      i === 23 ? 'N' : 'Y',
    ]);
  }
  files['salespeople.csv'] = csv(salesHeader, salesRows);
  const badSales = copyRows(salesRows);
  setCell(badSales, 2, 4, `${String(salesRows[2]?.[4])};Z99999`); // line 4: unknown customer
  setCell(badSales, 7, 2, 'not-an-email'); // line 9: e-mail
  setCell(badSales, 13, 0, String(salesRows[1]?.[0])); // line 15: code of line 3 again
  setCell(badSales, 19, 3, String(salesRows[0]?.[3])); // line 21: user name of line 2 again
  files['salespeople-with-errors.csv'] = csv(salesHeader, badSales);
}
