import { MenuResponse } from '@sulit/contracts/catalog';
import type { AppLoadContext } from 'react-router';
import { apiFetchJson } from '../../../lib/api';

/** The top menu: categories for the header bar, the phone drawer and the home tiles. */
export async function getMenu(context: AppLoadContext): Promise<MenuResponse> {
  return apiFetchJson(context, '/rest/V1/sulit/megamenu/menu-top', MenuResponse);
}
