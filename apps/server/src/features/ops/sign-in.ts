import type { EnrolResponse, OpsMe, SignInStatus } from '@sulit/contracts/ops';
import { OPS_TOKEN_HEADER } from '@sulit/contracts/wire-names';
import { DomainError, EVERY_STORE, OPS_MESSAGES, opsNavigation, opsSessionExpiry } from '@sulit/domain';
import type { FastifyReply } from 'fastify';
import { encode as encodeQr } from 'uqr';
import { hashToken, newSecretToken } from '../../http/customer-auth';
import type { OpsDeps } from './ops-deps';
import type { StaffCaller } from './staff-guard';

/** Console tokens carry a prefix so a leaked one is recognisable in a report (never a customer session). */
const OPS_TOKEN_PREFIX = 'ops_';

export function meOf(staff: StaffCaller, expiresAt: string): OpsMe {
  return {
    staff_id: staff.id,
    email: staff.email,
    name: staff.name,
    roles: staff.roles,
    stores: staff.scope.kind === 'every' ? [EVERY_STORE] : [...staff.scope.stores],
    navigation: opsNavigation(staff.roles),
    expires_at: expiresAt,
  };
}

/** Where the staff member stands: authenticator set up, console open. */
export async function signInStatus(deps: OpsDeps, staff: StaffCaller): Promise<SignInStatus> {
  const factor = await deps.staff.factorOf(staff.id);
  return { enrolled: Boolean(factor?.enrolled_at), console_open: staff.console !== null, roles: staff.roles };
}

/**
 * Starts the authenticator's enrolment: a new secret, sealed in the database, answered once as an otpauth URI
 * (the page draws its QR code) until the first code confirms it. A confirmed authenticator is never replaced here.
 */
export async function enrol(deps: OpsDeps, staff: StaffCaller): Promise<EnrolResponse> {
  const now = deps.clock().toISOString();
  const secret = deps.totp.newSecret(staff.email);
  if (!(await deps.staff.startEnrolment(staff.id, secret.sealed, now)))
    throw new DomainError('conflict', OPS_MESSAGES.alreadyEnrolled);
  await deps.staff.audit(
    {
      staff_id: staff.id,
      action: 'sign-in.enrol',
      entity: `staff:${staff.id}`,
      before: null,
      after: { enrolment: 'started' },
    },
    now,
  );
  const qr = encodeQr(secret.uri, { ecc: 'M', border: 0 }).data;
  return {
    otpauth_uri: secret.uri,
    secret: secret.base32,
    qr_rows: qr.map((row) => row.map((dark) => (dark ? '1' : '0')).join('')),
  };
}

/**
 * The second factor: a right code of a time step not used before (the step is spent by a conditional update)
 * opens a console session on this sign-in; its token goes to an httpOnly cookie (API clients read
 * the same token from the answer's x-ops-token header; headers are never logged).
 */
export async function verify(deps: OpsDeps, staff: StaffCaller, code: string, reply: FastifyReply): Promise<OpsMe> {
  const at = deps.clock();
  const now = at.toISOString();
  const factor = await deps.staff.factorOf(staff.id);
  if (!factor) throw new DomainError('conflict', OPS_MESSAGES.notEnrolled);
  const step = deps.totp.stepOf(factor.secret_sealed, code, at);
  if (step === null || !(await deps.staff.useStep(staff.id, step, now)))
    throw new DomainError('unauthorized', OPS_MESSAGES.codeRefused, { reason: 'code_refused' });
  const token = `${OPS_TOKEN_PREFIX}${newSecretToken()}`;
  const expiresAt = opsSessionExpiry(at, staff.signIn.expiresAt).toISOString();
  await deps.staff.openSession({
    token_hash: hashToken(token),
    customer_id: staff.id,
    sign_in_hash: staff.signIn.tokenHash,
    created_at: now,
    expires_at: expiresAt,
  });
  await deps.staff.audit(
    {
      staff_id: staff.id,
      action: 'sign-in.verify',
      entity: `staff:${staff.id}`,
      before: null,
      after: { console: 'opened' },
    },
    now,
  );
  deps.guard.setConsoleCookie(reply, token);
  reply.header(OPS_TOKEN_HEADER, token);
  return meOf(staff, expiresAt);
}

export async function signOut(deps: OpsDeps, staff: StaffCaller, reply: FastifyReply): Promise<{ ended: true }> {
  const now = deps.clock().toISOString();
  if (staff.console) await deps.staff.endSession(staff.console.id, 'signed_out', now);
  await deps.staff.audit(
    { staff_id: staff.id, action: 'sign-out', entity: `staff:${staff.id}`, before: { console: 'open' }, after: null },
    now,
  );
  deps.guard.clearConsoleCookie(reply);
  return { ended: true };
}
