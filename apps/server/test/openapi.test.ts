import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints, endpoints, importEndpoints, operationIdFor, operationIdOf } from '@provender/contract';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { listen, type Listening } from './helpers/socket.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const redoclyCli = join(dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')), 'bin/cli.js');
// Not example.com: redocly warns of a server there (no-server-example.com).
const PUBLIC_URL = 'https://orders.provender.test';
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];

interface Operation {
  operationId?: string;
  summary?: string;
}
interface OpenApiDocument {
  openapi: string;
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
}
interface LintProblem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: { pointer?: string }[];
}

let t: TestApp;
let socket: Listening;
let doc: OpenApiDocument;
let problems: LintProblem[];
let dir: string;

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, operation]) => ({ name: `${method.toUpperCase()} ${path}`, operation })),
  );

beforeAll(async () => {
  t = await createTestApp({ publicUrl: PUBLIC_URL });
  socket = await listen(t.app);
  // The document as an ERP's generator downloads it: over HTTP from the running server.
  const res = await fetch(`${socket.url}/api/docs/json`);
  expect(res.status).toBe(200);
  const text = await res.text();
  doc = JSON.parse(text) as OpenApiDocument;

  dir = await mkdtemp(join(tmpdir(), 'provender-openapi-'));
  const file = join(dir, 'openapi.json');
  await writeFile(file, text);
  // redocly lint with the repository's redocly.yaml (the recommended rules), on this Node;
  // no telemetry and no update check (the machine has no network).
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [redoclyCli, 'lint', file, '--config', join(root, 'redocly.yaml'), '--format', 'json', '--max-problems', '1000'],
    {
      cwd: dir,
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
      maxBuffer: 16 * 1024 * 1024,
    },
  ).catch((err: { stdout?: string; message: string }) => {
    // lint exits 1 when it finds errors; its JSON report is on stdout all the same.
    if (err.stdout) return { stdout: err.stdout };
    throw err;
  });
  problems = (JSON.parse(stdout) as { problems: LintProblem[] }).problems;
});
afterAll(async () => {
  await socket?.close();
  await t?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

const describeProblem = (p: LintProblem) => `${p.ruleId} at ${p.location[0]?.pointer ?? '?'}: ${p.message}`;

describe('the OpenAPI document an ERP generates its client from (issue 39)', () => {
  it('passes redocly lint with the recommended rules without errors', () => {
    const errors = problems.filter((p) => p.severity === 'error').map(describeProblem);
    expect(errors).toEqual([]);
  });

  it('has no warnings but the ones decision 415 lists', () => {
    // info-license: the licence is the owner's to state; /img/{file} is outside the endpoint table
    // and declares no error answer; the cXML and OCI entry points answer procurement systems in
    // their own protocols (a cXML Status inside HTTP 200, an HTML page), not in the API's errors.
    const warnings = problems.filter((p) => p.severity === 'warn').map(describeProblem);
    const expected = /^(info-license|operation-4xx-response at #\/paths\/~1(img|punchout)~1)/;
    expect(warnings.filter((w) => !expected.test(w))).toEqual([]);
  });

  it('names the server from PUBLIC_URL', () => {
    expect(doc.servers).toEqual([expect.objectContaining({ url: PUBLIC_URL })]);
  });

  it('gives every operation a summary and a unique operationId', () => {
    const all = operations();
    expect(all.length).toBeGreaterThanOrEqual(allEndpoints.length);
    expect(all.filter((o) => !o.operation.summary?.trim()).map((o) => o.name)).toEqual([]);
    expect(all.filter((o) => !o.operation.operationId).map((o) => o.name)).toEqual([]);
    const ids = all.map((o) => o.operation.operationId);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });
});

describe('operationIds (decision 415)', () => {
  it('are the method and the path after /api in camel case, parameters as By and their name', () => {
    // Generated clients name their methods after these: a change here renames them all.
    expect(operationIdOf(endpoints.getUser)).toBe('getUser');
    expect(operationIdFor('POST', '/api/cart/line')).toBe('postCartLine');
    expect(operationIdFor('POST', '/api/cart/line/:id')).toBe('postCartLineById');
    expect(operationIdFor('GET', '/api/userPreferences/defaults')).toBe('getUserPreferencesDefaults');
    expect(operationIdFor('GET', '/api/documents/order/:id/scan/:scanId')).toBe('getDocumentsOrderByIdScanByScanId');
    expect(operationIdOf(importEndpoints['ship-tos'])).toBe('postIntegrationImportShipTos');
    expect(operationIdFor('GET', '/img/:file')).toBe('getImgByFile');
  });

  it('are the ones the served document gives each endpoint', () => {
    const served = new Map(operations().map((o) => [o.name, o.operation.operationId]));
    for (const endpoint of allEndpoints) {
      const name = `${endpoint.method} ${endpoint.path.replace(/:([A-Za-z]+)/g, '{$1}')}`;
      expect(served.get(name), name).toBe(operationIdOf(endpoint));
    }
  });

  it('may be declared on a row, which the derived one gives way to', () => {
    expect(operationIdOf({ ...endpoints.getUser, operationId: 'getSignedInUser' })).toBe('getSignedInUser');
  });
});
