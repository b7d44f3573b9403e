import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { fromOwnPage } from './same-origin';

const PUBLIC = 'https://surveys.example.com';
const request = (method: string, headers: Record<string, string>) => ({ method, headers: { host: 'api.internal:3000', ...headers } }) as unknown as FastifyRequest;

describe('fromOwnPage', () => {
  it('lets safe methods through whatever they carry', () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS']) expect(fromOwnPage(request(method, { origin: 'https://evil.example' }), PUBLIC)).toBe(true);
  });

  it('takes a write from the public origin or the Host it was sent to, nothing else', () => {
    expect(fromOwnPage(request('POST', { origin: PUBLIC }), PUBLIC)).toBe(true);
    expect(fromOwnPage(request('PUT', { origin: 'http://api.internal:3000' }), PUBLIC)).toBe(true);
    expect(fromOwnPage(request('PUT', { origin: 'https://api.internal:3000' }), PUBLIC)).toBe(true);
    expect(fromOwnPage(request('POST', { 'sec-fetch-site': 'same-origin' }), PUBLIC)).toBe(true);
    expect(fromOwnPage(request('POST', { 'sec-fetch-site': 'same-origin', origin: PUBLIC }), PUBLIC)).toBe(true);
    const refused: Record<string, string>[] = [
      {},
      { origin: 'https://evil.example' },
      { origin: 'http://api.internal:3001' }, // same site, another port
      { origin: 'https://surveys.example.com.evil.example' },
      { origin: 'null' },
      { origin: 'not a url' },
      { 'sec-fetch-site': 'same-site' },
      { 'sec-fetch-site': 'same-site', origin: PUBLIC },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'none' },
      { 'sec-fetch-site': 'same-origin', origin: 'https://evil.example' },
    ];
    for (const headers of refused) {
      expect([headers, fromOwnPage(request('POST', headers), PUBLIC)]).toEqual([headers, false]);
    }
  });
});
