import { describe, expect, it } from 'vitest';
import { brokenAuditLink, chainedAuditRow, SUPPORT_AUDIT_GENESIS, type SupportAuditRow } from './support-audit';
import { forbiddenWhileActing, supportOrderNote, supportRouteId } from './support-policy';
import {
  SUPPORT_SESSION_LIFETIME_MS,
  supportConsent,
  supportMinutesLeft,
  supportSessionEnd,
  supportSessionExpiry,
} from './support-rules';

const start = new Date('2026-11-21T04:00:00.000Z');
const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
const live = { expiresAt: at(30), endedAt: null, staffIsSupport: true, staffSessionLive: true };

describe('a support session', () => {
  it('lasts at most 30 minutes, and never beyond the staff session it came from', () => {
    expect(SUPPORT_SESSION_LIFETIME_MS).toBe(30 * 60_000);
    expect(supportSessionExpiry(start, at(24 * 60))).toEqual(at(30));
    expect(supportSessionExpiry(start, at(10))).toEqual(at(10));
  });

  it('stands until its expiry on an injected clock, then is expired', () => {
    expect(supportSessionEnd(live, at(29))).toBeNull();
    expect(supportSessionEnd(live, at(30))).toBe('expired');
    expect(supportSessionEnd(live, at(31))).toBe('expired');
  });

  it('ends when the staff member loses the role or logs out, or once ended', () => {
    expect(supportSessionEnd({ ...live, staffIsSupport: false }, at(1))).toBe('role_changed');
    expect(supportSessionEnd({ ...live, staffSessionLive: false }, at(1))).toBe('staff_logout');
    expect(supportSessionEnd({ ...live, endedAt: at(2) }, at(1))).toBe('ended');
  });

  it('shows whole minutes left, rounded up, never negative', () => {
    expect(supportMinutesLeft(at(30), start)).toBe(30);
    expect(supportMinutesLeft(at(30), new Date(at(29).getTime() + 1))).toBe(1);
    expect(supportMinutesLeft(at(30), at(45))).toBe(0);
  });

  it("needs the customer's setting or another staff member's approval", () => {
    expect(supportConsent({ customerAllows: true, approver: null, staffId: 4 })).toEqual({ kind: 'customer' });
    expect(supportConsent({ customerAllows: false, approver: null, staffId: 4 })).toBe('no_consent');
    expect(supportConsent({ customerAllows: false, approver: { id: 9, isSupport: true }, staffId: 4 })).toEqual({
      kind: 'approver',
      approverId: 9,
    });
    expect(supportConsent({ customerAllows: false, approver: { id: 4, isSupport: true }, staffId: 4 })).toBe(
      'approver_invalid',
    );
    expect(supportConsent({ customerAllows: true, approver: { id: 2, isSupport: false }, staffId: 4 })).toBe(
      'approver_invalid',
    );
  });
});

describe('the acting policy', () => {
  it('names routes the same under /rest/V1 and /rest/{store}/V1', () => {
    expect(supportRouteId('put', '/rest/V1/ld-customers/me/password')).toBe('PUT ld-customers/me/password');
    expect(supportRouteId('PUT', '/rest/:store/V1/ld-customers/me/password')).toBe('PUT ld-customers/me/password');
    expect(supportRouteId('POST', '/api/transaction/orders')).toBe('POST /api/transaction/orders');
  });

  it('refuses password, e-mail, phone and marketing changes, the card vault and nesting; allows shopping', () => {
    for (const id of [
      'PUT ld-customers/me/password',
      'PUT ld-customers/me/email',
      'PUT customers/me',
      'GET customer-card',
      'POST createCustomerCard',
      'PUT customer-card/:id/default',
      'DELETE customer-card/:id',
      'POST /api/customer-support/login',
      'PUT /api/customer-support/consent',
    ])
      expect(forbiddenWhileActing(id), id).not.toBeNull();
    for (const id of ['POST /api/cart/sync', 'POST /api/transaction/orders', 'GET customers/me'])
      expect(forbiddenWhileActing(id), id).toBeNull();
  });

  it('notes orders with the staff member and the case', () => {
    expect(supportOrderNote({ firstname: 'Sofia', lastname: 'Cruz' }, 'T-1')).toBe(
      'Placed by customer support: Sofia Cruz (case T-1).',
    );
  });
});

describe('the audit chain', () => {
  // Any deterministic hash shows the chain's logic (the repository uses SHA-256; the domain imports no crypto).
  const sha256 = (text: string) => {
    let h = 2166136261;
    for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619) >>> 0;
    return h.toString(16).padStart(8, '0');
  };
  const entry = (n: number) => ({
    support_session_id: 1,
    kind: 'request' as const,
    staff_id: 4,
    customer_id: 2,
    route: 'POST /api/cart/sync',
    entity: null,
    decision: 'allow' as const,
    detail: '{}',
    created_at: at(n).toISOString(),
  });
  function chain(count: number): SupportAuditRow[] {
    const rows: SupportAuditRow[] = [];
    let prev = SUPPORT_AUDIT_GENESIS;
    for (let i = 0; i < count; i++) {
      const row = { id: i + 1, ...chainedAuditRow(prev, entry(i), sha256) };
      rows.push(row);
      prev = row.hash;
    }
    return rows;
  }

  it('verifies an intact chain', () => {
    expect(brokenAuditLink(chain(5), sha256)).toBeNull();
  });

  it('finds an edited, a removed and a re-hashed row', () => {
    const edited = chain(5);
    edited[2] = { ...edited[2]!, decision: 'deny' };
    expect(brokenAuditLink(edited, sha256)).toBe(3);
    const removed = chain(5).filter((r) => r.id !== 2);
    expect(brokenAuditLink(removed, sha256)).toBe(3);
    const rehashed = chain(5);
    const forged = { ...rehashed[1]!, route: 'GET customer-card' };
    rehashed[1] = { ...forged, hash: sha256(JSON.stringify(forged)) };
    expect(brokenAuditLink(rehashed, sha256)).toBe(2);
  });
});
