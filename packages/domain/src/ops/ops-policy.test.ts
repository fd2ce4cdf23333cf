import { describe, expect, it } from 'vitest';
import {
  mayCall,
  OPS_PAGES,
  type OpsRoute,
  OPS_ROUTE_IDS,
  OPS_ROUTES,
  opsNavigation,
  opsRouteIdOf,
  STAFF_ROLES,
} from './ops-policy';

describe('the operator console policy table (issue 35)', () => {
  it('names every route once, under /api/ops, with at least one role', () => {
    const keys = OPS_ROUTE_IDS.map((id) => `${OPS_ROUTES[id].method} ${OPS_ROUTES[id].path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const id of OPS_ROUTE_IDS) {
      expect(OPS_ROUTES[id].path.startsWith('/api/ops/')).toBe(true);
      expect(OPS_ROUTES[id].roles.length).toBeGreaterThan(0);
      expect(opsRouteIdOf(OPS_ROUTES[id].method, OPS_ROUTES[id].path)).toBe(id);
    }
    expect(opsRouteIdOf('GET', '/api/ops/nothing')).toBeNull();
  });

  it('lets only the second-factor calls go without a console session', () => {
    const open = OPS_ROUTE_IDS.filter((id) => !OPS_ROUTES[id].needsSecondFactor);
    expect(open).toEqual(['sign-in.status', 'sign-in.enrol', 'sign-in.verify']);
  });

  it('answers who may call what: pickers pick, dispatchers dispatch, only administrators manage staff', () => {
    expect(mayCall(['picker'], 'orders.pick')).toBe(true);
    expect(mayCall(['picker'], 'orders.dispatch')).toBe(false);
    expect(mayCall(['dispatcher'], 'orders.dispatch')).toBe(true);
    expect(mayCall(['dispatcher'], 'slots.update')).toBe(false);
    expect(mayCall(['store_manager'], 'slots.update')).toBe(true);
    expect(mayCall(['store_manager'], 'staff.grant')).toBe(false);
    expect(mayCall(['admin'], 'staff.grant')).toBe(true);
    expect(mayCall(['content_editor'], 'orders.list')).toBe(false);
    expect(mayCall([], 'me')).toBe(false);
    // cases: support works them, a store manager reads them; FAQs are the content editor's
    expect(mayCall(['support'], 'cases.reply')).toBe(true);
    expect(mayCall(['store_manager'], 'cases.detail')).toBe(true);
    expect(mayCall(['store_manager'], 'cases.reply')).toBe(false);
    expect(mayCall(['content_editor'], 'faqs.update')).toBe(true);
    expect(mayCall(['support'], 'faqs.update')).toBe(false);
    // roles add up
    expect(mayCall(['picker', 'dispatcher'], 'orders.dispatch')).toBe(true);
  });

  it('draws the navigation from the same table: a page shows only to roles that may read it', () => {
    expect(opsNavigation(['admin']).map((p) => p.path)).toEqual([
      OPS_PAGES.orders.path,
      OPS_PAGES.picking.path,
      OPS_PAGES.slots.path,
      OPS_PAGES.staff.path,
      OPS_PAGES.cases.path,
      OPS_PAGES.faqs.path,
      OPS_PAGES.discountIds.path,
      OPS_PAGES.discountGoods.path,
      OPS_PAGES.stock.path,
      OPS_PAGES.sellers.path,
      OPS_PAGES.campaigns.path,
      OPS_PAGES.vouchers.path,
      OPS_PAGES.banners.path,
      OPS_PAGES.homePage.path,
    ]);
    // store managers set their stores' stock; sellers are the whole marketplace's, an administrator's (decision 035)
    expect(opsNavigation(['store_manager']).map((p) => p.label)).toContain('Stock per store');
    expect(opsNavigation(['store_manager']).map((p) => p.label)).not.toContain('Sellers');
    // store managers check senior citizen / PWD IDs and keep the qualifying goods (decision 038)
    expect(opsNavigation(['store_manager']).map((p) => p.label)).toEqual(
      expect.arrayContaining([OPS_PAGES.discountIds.label, OPS_PAGES.discountGoods.label]),
    );
    expect(opsNavigation(['content_editor']).map((p) => p.label)).not.toContain(OPS_PAGES.discountIds.label);
    expect(opsNavigation(['picker']).map((p) => p.label)).toEqual(['Orders', 'Picking list']);
    expect(opsNavigation(['dispatcher']).map((p) => p.label)).toEqual(['Orders', 'Slots and capacity']);
    expect(opsNavigation(['support']).map((p) => p.label)).toEqual(['Orders', 'Enquiry cases']);
    expect(opsNavigation(['content_editor']).map((p) => p.label)).toEqual([
      'Help centre FAQs',
      'Campaign prices',
      'Vouchers',
      'Banners',
      'Home page',
    ]);
    expect(opsNavigation(['store_manager']).map((p) => p.label)).toContain('Campaign prices');
    expect(mayCall(['store_manager'], 'campaigns.create')).toBe(false);
    expect(mayCall(['picker'], 'campaigns.list')).toBe(false);
    for (const role of STAFF_ROLES)
      for (const page of opsNavigation([role])) {
        const id = OPS_ROUTE_IDS.find((r) => {
          const route: OpsRoute = OPS_ROUTES[r];
          return route.page !== undefined && OPS_PAGES[route.page] === page;
        })!;
        expect(mayCall([role], id)).toBe(true);
      }
  });
});
