import { describe, expect, it } from 'vitest';
import {
  isGrantScope,
  isTotpCode,
  opsSessionEnd,
  opsSessionExpiry,
  OPS_SESSION_LIFETIME_MS,
  scopeCovers,
  STAFF_CANCELLABLE_STEPS,
  storeScopeOf,
  storesToRead,
  totpStepAccepted,
} from './staff-rules';

const NOW = new Date('2026-11-21T02:00:00.000Z');

describe('staff scoped to store sources (issue 35)', () => {
  it('reads grants as a scope: any every-store grant wins, else the stores named', () => {
    expect(storeScopeOf([{ source_code: 'otis' }, { source_code: '*' }])).toEqual({ kind: 'every' });
    expect(storeScopeOf([{ source_code: 'otis' }, { source_code: 'otis' }])).toEqual({
      kind: 'stores',
      stores: ['otis'],
    });
    expect(storeScopeOf([])).toEqual({ kind: 'stores', stores: [] });
    expect(isGrantScope('*')).toBe(true);
    expect(isGrantScope('alabang')).toBe(true);
    expect(isGrantScope('manila')).toBe(false);
  });

  it('never lets Otis staff read Alabang, however they ask', () => {
    const otis = storeScopeOf([{ source_code: 'otis' }]);
    expect(scopeCovers(otis, 'alabang')).toBe(false);
    expect(storesToRead(otis, 'alabang')).toEqual([]);
    expect(storesToRead(otis, 'otis')).toEqual(['otis']);
    expect(storesToRead(otis, undefined)).toEqual(['otis']);
    expect(storesToRead({ kind: 'every' }, undefined)).toBe('every');
    expect(storesToRead({ kind: 'every' }, 'cebu')).toEqual(['cebu']);
  });
});

describe('the console session', () => {
  const standing = { endedAt: null, expiresAt: new Date(NOW.getTime() + 60_000), hasGrant: true, sameSignIn: true };

  it('stands until a role is revoked, the sign-in changes, or time is up (first cause wins)', () => {
    expect(opsSessionEnd(standing, NOW)).toBeNull();
    expect(opsSessionEnd({ ...standing, hasGrant: false, sameSignIn: false }, NOW)).toBe('role_revoked');
    expect(opsSessionEnd({ ...standing, sameSignIn: false }, NOW)).toBe('signed_out');
    expect(opsSessionEnd({ ...standing, expiresAt: NOW }, NOW)).toBe('expired');
    expect(opsSessionEnd({ ...standing, endedAt: NOW, hasGrant: false }, NOW)).toBe('ended');
  });

  it('lasts 8 hours at most, never beyond the sign-in it stands on', () => {
    expect(opsSessionExpiry(NOW, new Date('2027-01-01T00:00:00Z')).getTime()).toBe(
      NOW.getTime() + OPS_SESSION_LIFETIME_MS,
    );
    const soon = new Date(NOW.getTime() + 60_000);
    expect(opsSessionExpiry(NOW, soon)).toEqual(soon);
  });
});

describe('TOTP codes (RFC 6238)', () => {
  it('are six digits and each time step is spent once', () => {
    expect(isTotpCode('123456')).toBe(true);
    expect(isTotpCode('12345')).toBe(false);
    expect(isTotpCode('12345a')).toBe(false);
    expect(totpStepAccepted(null, 100)).toBe(true);
    expect(totpStepAccepted(100, 101)).toBe(true);
    expect(totpStepAccepted(100, 100)).toBe(false);
    expect(totpStepAccepted(100, 99)).toBe(false);
  });
});

describe('staff cancellation', () => {
  it('reaches every step the table lets go to cancelled while the store still has the order', () => {
    expect(STAFF_CANCELLABLE_STEPS).toEqual(['created', 'verifying', 'accepted', 'fulfilling', 'ready_to_ship']);
  });
});
