import { noindexTags } from '../features/content/seo';
import type { Route } from './+types/checkout-cart';
import { CartResponse, CartTotalsResponse } from '@sulit/contracts/cart';
import { cartRefFromRequest } from '../features/cart/api/cart-ref';
import { getCartOrNone } from '../features/cart/api/get-cart';
import { getForgottenItems } from '../features/cart/api/get-forgotten-items';
import { getTotals } from '../features/cart/api/get-totals';
import { CartPageView } from '../features/cart/cart-page-view';
import { getTopSelling } from '../features/catalog/api/get-top-selling';
import { ProductRail } from '../features/catalog/product-rail';
import { serverApi } from '../lib/http/server-client';
import { useRouteLoaderData } from 'react-router';
import { AddToListButton } from '../features/lists/add-to-list-button';
import type { loader as rootLoader } from '../root';
import { Section } from '../components/section';
import { MembershipAloneOffer } from '../features/membership/membership-alone';
import { SplashGate } from '../features/nudges/splash-gate';
import { getCartChoices } from '../features/cart/api/substitutions';
import { SubstitutionChoices } from '../features/cart/substitution-choices';
import { getWeighedTerms } from '../features/cart/api/weighed-terms';
import { WeighedCartNote } from '../features/cart/weighed-cart-note';

/** Best sellers shown in an empty cart (spec §9 best sellers; a short row is enough here). */
const EMPTY_CART_BEST_SELLERS = 10;

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = serverApi(context, request);
  const { ref, cart } = await getCartOrNone(api, cartRefFromRequest(request), CartResponse);
  const empty = !cart || cart.items_qty === 0;
  const [totals, forgotten, bestSellers, choices, weighedTerms] = await Promise.all([
    // The page still renders without totals; the next change brings them.
    cart && !empty ? getTotals(api, ref, CartTotalsResponse).catch(() => null) : null,
    cart && !empty ? getForgottenItems(api, ref) : [],
    empty
      ? getTopSelling(api, EMPTY_CART_BEST_SELLERS).catch((error: unknown) => {
          console.error('best sellers unavailable for the empty cart', error);
          return [];
        })
      : [],
    // a signed-in shopper's choices for items out of stock (issue 36); a guest chooses at sign-in's default
    cart && !empty ? getCartChoices(api).catch(() => null) : null,
    // goods sold by weight (decision 043); the cart stands without the note
    cart && !empty
      ? getWeighedTerms(
          api,
          cart.items.flatMap((group) => group.products.map((l) => l.product_id)),
        ).catch(() => [])
      : [],
  ]);
  return { seed: { ref, cart, totals }, forgotten, bestSellers, choices, weighedTerms };
}

export const meta: Route.MetaFunction = () => noindexTags('Shopping cart');

// The cart is the shopper's own: never cache the page.
export const headers: Route.HeadersFunction = () => ({ 'cache-control': 'no-store' });

export default function CheckoutCart({ loaderData }: Route.ComponentProps) {
  const { seed, forgotten, bestSellers, choices, weighedTerms } = loaderData;
  const listsEnabled = useRouteLoaderData<typeof rootLoader>('root')?.alerts.shopping_list_enabled ?? false;
  return (
    <>
      {/* spec §4 splash ads "others": the cart page's own */}
      <SplashGate location="cart" />
      <CartPageView
        seed={seed}
        forgotten={forgotten}
        lineExtras={(lines) => (
          <>
            {listsEnabled && (
              <AddToListButton
                label="Save cart to a list"
                items={lines
                  .filter((l) => l.product_id > 0)
                  .map((l) => ({ product_id: l.product_id, qty: Math.max(1, l.qty) }))}
              />
            )}
            <MembershipAloneOffer lines={lines} />
            <WeighedCartNote terms={weighedTerms} lines={lines} />
            {choices && <SubstitutionChoices seed={choices} lines={lines} />}
          </>
        )}
        emptyExtras={
          bestSellers.length > 0 && (
            <Section
              title="Best sellers"
              titleId="best-sellers-title"
              titleClassName="mb-4 text-xl font-extrabold tracking-tight"
            >
              <ProductRail products={bestSellers} labelledBy="best-sellers-title" />
            </Section>
          )
        }
      />
    </>
  );
}
