/** Delivery area (spec §3 Region: a province ships from its source; a city may override it). */

export interface DeliveryAreaFacts {
  provinceAllowsShipping: boolean;
  provinceIsPickup: boolean;
  provinceSource: string | null;
  citySource: string | null;
}

/** The store source that serves a delivery area, or null: 'We are currently not delivering to this area.' */
export function deliverySourceFor(area: DeliveryAreaFacts): string | null {
  if (!area.provinceAllowsShipping || area.provinceIsPickup) return null;
  return area.citySource ?? area.provinceSource ?? null;
}
