import { PHYSICAL_STORES } from '@sulit/domain/store-constants';

/** A store source's name as staff know it (Balintawak, not balintawak); '*' is every store. */
export function storeName(code: string): string {
  if (code === '*') return 'every store';
  return PHYSICAL_STORES.find((s) => s.sourceCode === code)?.name ?? code;
}

export const STORE_OPTIONS = PHYSICAL_STORES.map((s) => ({ value: s.sourceCode, label: s.name }));
