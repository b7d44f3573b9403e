import { invalidParam, missingParam } from './errors';
import type { Metadata } from './store';

/** Reads Stripe form parameters (already parsed by qs into nested objects of strings). */
export type Params = Record<string, unknown>;

export function asParams(value: unknown): Params {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Params) : {};
}

export function optString(p: Params, name: string, param = name): string | null {
  const v = p[name];
  if (v === undefined || v === '') return null;
  if (typeof v !== 'string') throw invalidParam(param, `Invalid string: ${param}`);
  return v;
}

export function reqString(p: Params, name: string, param = name): string {
  const v = optString(p, name, param);
  if (v === null) throw missingParam(param);
  return v;
}

export function reqInt(p: Params, name: string, param = name): number {
  const v = reqString(p, name, param);
  if (!/^-?\d+$/.test(v)) throw invalidParam(param, `Invalid integer: ${v}`, 'parameter_invalid_integer');
  return Number(v);
}

export function optInt(p: Params, name: string, fallback: number): number {
  return p[name] === undefined ? fallback : reqInt(p, name);
}

export function isTrue(p: Params, name: string): boolean {
  return p[name] === 'true';
}

/**
 * Stripe's metadata rules: keys merge into the existing metadata, a key set to '' is removed,
 * and `metadata=''` clears it all.
 */
export function mergeMetadata(current: Metadata, value: unknown, param = 'metadata'): Metadata {
  if (value === undefined) return current;
  if (value === '') return {};
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw invalidParam(param, `Invalid object: ${param}`);
  const next = { ...current };
  for (const [k, v] of Object.entries(value)) {
    if (typeof v !== 'string') throw invalidParam(`${param}[${k}]`, `Invalid string: ${param}[${k}]`);
    if (v === '') delete next[k];
    else next[k] = v;
  }
  return next;
}
