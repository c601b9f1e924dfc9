import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { serveBuiltApp } from './built-app';

describe('serveBuiltApp (the e2e runs’ demo app)', () => {
  const parent = mkdtempSync(path.join(tmpdir(), 'built-app-'));
  const app = path.join(parent, 'app');
  mkdirSync(path.join(app, 'assets'), { recursive: true });
  writeFileSync(path.join(app, 'index.html'), '<!doctype html><title>demo</title>');
  writeFileSync(path.join(app, 'assets', 'index-abc.js'), 'console.log(1);');
  writeFileSync(path.join(parent, 'secret.txt'), 'not served');
  const serve = serveBuiltApp(app);
  afterAll(() => rmSync(parent, { recursive: true, force: true }));

  it('serves a built asset with its type, and the page for any other path', async () => {
    const asset = await serve(new Request('http://127.0.0.1/assets/index-abc.js'));
    expect(asset.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
    expect(asset.headers.get('Cache-Control')).toContain('immutable');
    expect(await asset.text()).toBe('console.log(1);');
    const page = await serve(new Request('http://127.0.0.1/orders?store=corner-shop'));
    expect(page.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(await page.text()).toContain('<title>demo</title>');
  });

  it('never reads outside its folder', async () => {
    for (const attempt of ['/../secret.txt', '/%2e%2e/secret.txt', '/assets/..%2f..%2fsecret.txt']) {
      const response = await serve(new Request(`http://127.0.0.1${attempt}`));
      expect(await response.text()).not.toContain('not served');
    }
  });

  it('answers only GET and HEAD', async () => {
    const response = await serve(new Request('http://127.0.0.1/', { method: 'POST' }));
    expect(response.status).toBe(405);
    const head = await serve(new Request('http://127.0.0.1/assets/index-abc.js', { method: 'HEAD' }));
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('refuses a path it cannot decode', async () => {
    expect((await serve(new Request('http://127.0.0.1/%E0%A4%A'))).status).toBe(400);
  });
});
