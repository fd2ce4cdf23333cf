import type { OpsMe } from '@sulit/contracts/ops';
import { STAFF_ROLE_LABELS } from '@sulit/domain/ops/ops-policy';
import { Form, NavLink } from 'react-router';
import { storeName } from './store-names';

/**
 * The console's navigation: the pages the server's policy table lets this staff member's roles read (the same
 * table that guards the routes; the answer of GET /api/ops/me), the roles and stores, and closing the console.
 */
export function ConsoleNav({ me }: { me: OpsMe }) {
  const stores = me.stores.map(storeName).join(', ');
  return (
    <div className="mb-6 border-b border-stone-200 pb-4">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <p className="text-sm text-stone-700">
          <span className="font-semibold text-stone-900">{me.name}</span> ·{' '}
          {me.roles.map((r) => STAFF_ROLE_LABELS[r]).join(', ')} · {stores}
        </p>
        <Form method="post" action="/ops/sign-in">
          <input type="hidden" name="intent" value="sign-out" />
          <button type="submit" className="text-sm font-semibold text-brand-800 underline">
            Close console
          </button>
        </Form>
      </div>
      <nav aria-label="Console">
        <ul className="flex flex-wrap gap-2">
          {me.navigation.map((entry) => (
            <li key={entry.path}>
              <NavLink
                to={entry.path}
                className={({ isActive }) =>
                  `inline-flex min-h-11 items-center rounded-lg px-4 font-semibold ${
                    isActive ? 'bg-brand-700 text-white' : 'border border-brand-700 text-brand-800'
                  }`
                }
              >
                {entry.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
