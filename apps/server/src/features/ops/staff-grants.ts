import type { GrantBody, StaffGrantView, StaffList } from '@sulit/contracts/ops';
import { DomainError, isGrantScope, OPS_MESSAGES, type StaffGrant } from '@sulit/domain';
import type { OpsDeps } from './ops-deps';
import type { StaffCaller } from './staff-guard';

const viewOf = (grant: StaffGrant, who: { email: string; name: string }): StaffGrantView => ({
  id: grant.id,
  email: who.email,
  name: who.name,
  role: grant.role,
  store: grant.source_code,
  granted_by: grant.granted_by,
  granted_at: grant.granted_at,
});

export async function listStaff(deps: OpsDeps): Promise<StaffList> {
  return { items: (await deps.staff.allGrants()).map((g) => viewOf(g, g)) };
}

/** An administrator grants a role at a store (or every store) to an existing account; audited. */
export async function grantRole(deps: OpsDeps, staff: StaffCaller, body: GrantBody): Promise<StaffGrantView> {
  if (!isGrantScope(body.store)) throw new DomainError('validation_failed', 'store: must be a store or *');
  const customer = await deps.customerByEmail(body.email.trim().toLowerCase());
  if (!customer) throw new DomainError('not_found', OPS_MESSAGES.staffNotFound);
  const grant = await deps.staff.grant(
    { customer_id: customer.id, role: body.role, source_code: body.store },
    { staff_id: staff.id, label: `staff:${staff.id}` },
    deps.clock().toISOString(),
  );
  return viewOf(grant, { email: customer.email, name: `${customer.firstname} ${customer.lastname}` });
}

/**
 * Revokes a grant; the staff member's console checks their grants on every request, so what the role allowed
 * stops at once, and without any grant left their console sessions end (in the revoke's transaction).
 */
export async function revokeRole(deps: OpsDeps, staff: StaffCaller, grantId: number): Promise<StaffGrantView> {
  const grant = await deps.staff.revoke(grantId, { staff_id: staff.id }, deps.clock().toISOString());
  if (!grant) throw new DomainError('not_found', OPS_MESSAGES.grantNotFound);
  return viewOf(grant, grant);
}
