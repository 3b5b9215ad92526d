import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentTypeOf, createFolderDocumentStore } from './document-store.ts';

describe('document store', () => {
  it('serves only safe keys with a known extension, with their content type', () => {
    expect(contentTypeOf('orders/100001-delivery-ticket.pdf')).toBe('application/pdf');
    expect(contentTypeOf('products/spec.png')).toBe('image/png');
    expect(contentTypeOf('../secret.pdf')).toBeNull();
    expect(contentTypeOf('orders/../../secret.pdf')).toBeNull();
    expect(contentTypeOf('/etc/passwd.pdf')).toBeNull();
    expect(contentTypeOf('orders/.hidden.pdf')).toBeNull();
    expect(contentTypeOf('orders/ticket.html')).toBeNull();
    expect(contentTypeOf('Orders/Ticket.PDF')).toBeNull();
  });

  it('reads what it wrote, answers null for missing or unsafe keys and refuses to write outside', async () => {
    const root = mkdtempSync(join(tmpdir(), 'provender-store-'));
    const store = createFolderDocumentStore(join(root, 'docs'));
    writeFileSync(join(root, 'outside.pdf'), 'outside');
    await store.put('a/b.pdf', Buffer.from('%PDF-1.4 b'));
    expect(await store.get('a/b.pdf')).toEqual({ body: Buffer.from('%PDF-1.4 b'), contentType: 'application/pdf' });
    expect(await store.get('a/missing.pdf')).toBeNull();
    expect(await store.get('../outside.pdf')).toBeNull();
    await expect(store.put('../outside.pdf', Buffer.from('x'))).rejects.toThrow('Unsafe document key');
  });
});
