import { formatDateTime } from '@sulit/domain/shared/date-format';
import { Link } from 'react-router';
import type { Route } from './+types/ops-sellers';
import { consoleRead } from '../features/ops/console-access';
import { listSellers } from '../features/ops/api/ops-stock';
import { serverApi } from '../lib/http/server-client';

/** Issue 35, administrators: the marketplace's third-party sellers and their standing. */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  return { sellers: await consoleRead(listSellers(serverApi(context, request)), url) };
}

export default function OpsSellers({ loaderData }: Route.ComponentProps) {
  const { items } = loaderData.sellers;
  return (
    <>
      <h1 className="mb-4 text-2xl font-extrabold">Sellers</h1>
      {items.length === 0 ? (
        <p>No third-party sellers yet.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="text-stone-600">
                <th className="py-2 pr-3">Shop</th>
                <th className="py-2 pr-3">Standing</th>
                <th className="py-2 pr-3">Products</th>
                <th className="py-2 pr-3">Hidden</th>
                <th className="py-2 pr-3">Joined</th>
              </tr>
            </thead>
            <tbody>
              {items.map((seller) => (
                <tr key={seller.id} className="border-t border-stone-200">
                  <td className="py-2 pr-3">
                    <Link to={`/ops/sellers/${seller.id}`} className="font-semibold text-brand-800 underline">
                      {seller.shop_name}
                    </Link>
                  </td>
                  <td className="py-2 pr-3">{seller.status_label}</td>
                  <td className="py-2 pr-3">{seller.product_count}</td>
                  <td className="py-2 pr-3">{seller.hidden_count}</td>
                  <td className="py-2 pr-3">{formatDateTime(seller.joined_at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
