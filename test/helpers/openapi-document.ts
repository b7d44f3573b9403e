import { dereference } from '@readme/openapi-parser';
import { expect } from 'vitest';

/**
 * A served OpenAPI document with its `$ref`s resolved: the documents name their objects in
 * `components.schemas` and reference them (http/api/openapi-components.ts); a test that reads
 * what an operation answers or takes reads it through this.
 */
export async function dereferencedDocument(baseUrl: string, surface: 'v1' | 'v2'): Promise<any> {
  const res = await fetch(`${baseUrl}/${surface}/openapi.json`);
  expect(res.status).toBe(200);
  return dereference((await res.json()) as never);
}
