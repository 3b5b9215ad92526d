import { readdirSync, readFileSync } from 'node:fs';
import { getPriority } from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import type { PdfJob } from './pdf-job.ts';
import { createPdfRenderer, pdfWorkersAlive, type PdfRenderer } from './pdf-renderer.ts';
import { workerPriority } from './worker-priority.ts';

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** The processes this one started that are alive now (Linux: /proc/<pid>/stat's fourth field is the parent). */
function childPids(): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The command name (second field) may hold spaces: the fields after its closing parenthesis.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent === process.pid) pids.push(Number(entry));
    } catch {
      // Ended while listed.
    }
  }
  return pids;
}

const customer = {
  name: 'Riverside Bistro Group',
  customerCode: 'C10001',
  address1: '1 Main St',
  address2: '',
  city: 'Springfield',
  state: 'IL',
  zip: '62701',
  phone: '555-0100',
};

/** One job of each kind, with the fields their layouts print (the rest of a database row is not read). */
const jobs: Record<PdfJob['kind'], PdfJob> = {
  report: {
    kind: 'report',
    definition: {
      title: 'Product List',
      companyName: 'Harbor & Vine Foodservice',
      printedOn: '2026-11-27',
      facts: [['Customer', 'Riverside Bistro Group (C10001)']],
      columns: [
        { header: 'Product Code', width: 70 },
        { header: 'Description', width: '*' },
      ],
      sections: [{ heading: 'Beverages', rows: [['TST-002', 'Quokka Cola 12 oz Can']] }],
    },
  },
  order: {
    kind: 'order',
    document: 'confirmation',
    companyName: 'Harbor & Vine Foodservice',
    data: {
      order: {
        orderNumber: '100001',
        orderDate: '2026-11-26',
        deliveryDate: '2026-11-28',
        shipMethod: 'delivery',
        shiptoCode: '001',
        poNumber: 'PO-1',
        specialInstruction1: '',
        specialInstruction2: '',
        notes: '',
        lineTotal: '11.60',
        addOnCharges: '0.00',
        tax: '0.00',
        taxableAmount: '0.00',
        total: '11.60',
      },
      customer,
      lines: [
        {
          lineNo: 1,
          productCode: 'TST-002',
          description: 'Quokka Cola 12 oz Can',
          isCatchWeight: false,
          unitOfMeasure: 'CS',
          quantity: '1.00',
          unitOfMeasurePrc: 'CS',
          unitPrice: '11.6000',
          priceDecimals: 2,
          extension: '11.60',
          productText1: '',
          productText2: '',
        },
      ],
      invoice: undefined,
      charge: undefined,
      shipTo: { ...customer, name: 'Riverside Bistro Downtown' },
    } as never,
  },
  creditMemo: {
    kind: 'creditMemo',
    companyName: 'Harbor & Vine Foodservice',
    data: {
      memo: {
        arCode: 'CM1',
        recordType: 6,
        reference: 'CM-1001',
        invoiceNumber: 'INV-1',
        invoiceDate: '2026-11-20',
        poNumber: '',
        initial: '-25.00',
        balance: '-10.00',
        remarks: 'Damaged case',
        orderNumber: null,
      },
      customer,
    } as never,
  },
  paymentReceipt: {
    kind: 'paymentReceipt',
    companyName: 'Harbor & Vine Foodservice',
    data: {
      payment: {
        id: 42,
        paymentType: 1,
        paymentDate: '2026-11-25',
        amount: '15.00',
        brand: 'Visa',
        last4: '1111',
        transactionId: 'T-1',
      },
      customer,
      lines: [
        {
          recordType: 1,
          reference: 'INV-1',
          invoiceDate: '2026-11-01',
          poNumber: '',
          balanceBefore: '15.00',
          amount: '15.00',
        },
      ],
    } as never,
  },
};

const isPdf = (bytes: Buffer | null) =>
  bytes !== null &&
  bytes.subarray(0, 5).toString('latin1') === '%PDF-' &&
  bytes.subarray(-6).toString('latin1').includes('%%EOF');

let renderer: PdfRenderer | undefined;
afterEach(async () => {
  await renderer?.close();
  renderer = undefined;
});

describe('PDF renderer (decision 400)', () => {
  it.each(Object.keys(jobs) as PdfJob['kind'][])('renders the %s job in a worker process', async (kind) => {
    renderer = createPdfRenderer({ workers: 1, queue: 5, perCustomer: 5, idleTimeoutMs: 60_000 });
    const pdf = await renderer.render(1, async () => jobs[kind]);
    expect(isPdf(pdf)).toBe(true);
    expect(renderer.workers()).toBe(1);
  });

  it.runIf(process.platform === 'linux')(
    'runs its workers below the server: their niceness is 10 more than its own (decision 554)',
    async () => {
      const before = new Set(childPids());
      renderer = createPdfRenderer({ workers: 1, queue: 5, perCustomer: 5, idleTimeoutMs: 60_000 });
      expect(isPdf(await renderer.render(1, async () => jobs.order))).toBe(true);
      const workers = childPids().filter((pid) => !before.has(pid));
      expect(workers).toHaveLength(1);
      expect(getPriority(workers[0]!)).toBe(workerPriority(getPriority()));
      expect(getPriority(workers[0]!)).toBeGreaterThan(getPriority());
    },
  );

  it('starts no worker for nothing to print, and passes on what prepare throws', async () => {
    renderer = createPdfRenderer({ workers: 1, queue: 5, perCustomer: 1, idleTimeoutMs: 60_000 });
    expect(await renderer.render(1, async () => null)).toBeNull();
    await expect(
      renderer.render(1, () => Promise.reject(new AppError('NOT_FOUND', 'Order 9 was not found'))),
    ).rejects.toThrow('Order 9 was not found');
    expect(renderer.workers()).toBe(0);
    // Neither held the customer's one turn.
    expect(isPdf(await renderer.render(1, async () => jobs.report))).toBe(true);
  });

  it('ends an idle worker process after the idle timeout', async () => {
    renderer = createPdfRenderer({ workers: 2, queue: 5, perCustomer: 5, idleTimeoutMs: 200 });
    const pdfs = await Promise.all([1, 2].map((c) => renderer!.render(c, async () => jobs.report)));
    expect(pdfs.every(isPdf)).toBe(true);
    expect(renderer.workers()).toBeGreaterThanOrEqual(1);
    const deadline = Date.now() + 10_000;
    while (renderer.workers() > 0 && Date.now() < deadline) await sleep(50);
    expect(renderer.workers()).toBe(0);
    // The next document starts a worker again.
    expect(isPdf(await renderer.render(1, async () => jobs.order))).toBe(true);
  });

  it('fails the documents of a worker that cannot start at once, and tries a new one for the next', async () => {
    renderer = createPdfRenderer(
      { workers: 1, queue: 5, perCustomer: 1, idleTimeoutMs: 60_000 },
      new URL('./fixtures/broken-worker.ts', import.meta.url),
    );
    const started = performance.now();
    await expect(renderer.render(1, async () => jobs.report)).rejects.toThrow('A PDF worker failed');
    // Failed, not held: the customer's one turn is free, and the next document starts a new worker.
    expect(renderer.load()).toEqual({ running: 0, waiting: 0, customers: 0 });
    await expect(renderer.render(1, async () => jobs.report)).rejects.toThrow('A PDF worker failed');
    expect(performance.now() - started).toBeLessThan(50_000);
  });

  it('ends its workers on close and refuses later documents with 503', async () => {
    const closing = createPdfRenderer({ workers: 1, queue: 5, perCustomer: 5, idleTimeoutMs: 60_000 });
    const before = pdfWorkersAlive();
    expect(isPdf(await closing.render(1, async () => jobs.creditMemo))).toBe(true);
    expect(pdfWorkersAlive()).toBe(before + 1);
    await closing.close();
    expect(closing.workers()).toBe(0);
    expect(pdfWorkersAlive()).toBe(before);
    const late = await closing.render(1, async () => jobs.report).catch((e: unknown) => e);
    expect(late).toBeInstanceOf(AppError);
    expect((late as AppError).status).toBe(503);
  });
});
