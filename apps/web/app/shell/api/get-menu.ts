/** GET /rest/V1/sulit/megamenu/menu-top: categories for the header bar, the phone drawer and the home tiles. */
import { MenuResponse } from '@sulit/contracts/catalog';
import type { ApiClient } from '../../lib/http/client';

export function getMenu(api: ApiClient): Promise<MenuResponse> {
  return api.json('/rest/V1/sulit/megamenu/menu-top', { parse: MenuResponse });
}
