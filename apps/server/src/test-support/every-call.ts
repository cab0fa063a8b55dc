import * as contracts from '@lens/contracts';
import type { ApiCall } from '@lens/contracts';

const isCall = (value: unknown): value is ApiCall =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ApiCall).path === 'string' &&
  typeof (value as ApiCall).method === 'string' &&
  typeof (value as ApiCall).id === 'string';

/** Every call of every registry the contracts export, once each: new areas join by themselves. */
export function everyCall(): ApiCall[] {
  const calls = new Map<string, ApiCall>();
  for (const exported of Object.values(contracts)) {
    if (typeof exported !== 'object' || exported === null || Array.isArray(exported)) continue;
    for (const value of Object.values(exported as Record<string, unknown>)) {
      if (isCall(value)) calls.set(`${value.method} ${value.path}`, value);
    }
  }
  return [...calls.values()];
}

/** A URL for a call with every path parameter filled by `value`. */
export function urlWithParams(call: ApiCall, value = '1'): string {
  return call.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, value);
}
