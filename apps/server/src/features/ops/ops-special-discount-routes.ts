import {
  ConsoleDiscountId,
  ConsoleDiscountIdList,
  ConsoleDiscountIdQuery,
  DiscountIdPath,
  MarkProductBody,
  ProductIdPath,
  QualifyingProduct,
  QualifyingProductList,
  QualifyingProductQuery,
  RejectIdBody,
} from '@sulit/contracts/discounts';
import { REENCODED_IMAGE_TYPES } from '@sulit/domain';
import {
  decideDiscountId,
  discountIdPhoto,
  listDiscountIds,
  listQualifyingProducts,
  markQualifyingProduct,
} from './console-special-discount';
import type { OpsDeps } from './ops-deps';

/** The console's part of the senior citizen / PWD special discount (decision 038): IDs to check, qualifying goods. */
export function registerSpecialDiscountOpsRoutes(deps: OpsDeps): void {
  const { route } = deps.guard;
  route(
    'discount-ids.list',
    {
      summary: 'Senior citizen and PWD IDs of one status (pending: the queue, oldest first)',
      querystring: ConsoleDiscountIdQuery,
      response: ConsoleDiscountIdList,
    },
    ({ query }) => listDiscountIds(deps, query.status),
  );
  route(
    'discount-ids.photo',
    {
      summary: 'The photo of a shopper’s ID (staff only, never cached)',
      params: DiscountIdPath.shape,
      response: { media: REENCODED_IMAGE_TYPES },
    },
    async ({ params, reply }) => {
      const photo = await discountIdPhoto(deps, params.id);
      return reply
        .header('content-type', photo.media_type)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(Buffer.from(photo.content));
    },
  );
  route(
    'discount-ids.verify',
    {
      summary: 'Verify a pending ID: its holder gets the special discount',
      params: DiscountIdPath.shape,
      response: ConsoleDiscountId,
    },
    ({ staff, params }) => decideDiscountId(deps, staff, params.id, 'verify', null),
  );
  route(
    'discount-ids.reject',
    {
      summary: 'Reject a pending ID with a reason the shopper reads',
      params: DiscountIdPath.shape,
      body: RejectIdBody,
      response: ConsoleDiscountId,
    },
    ({ staff, params, body }) => decideDiscountId(deps, staff, params.id, 'reject', body.reason),
  );
  route(
    'special-discount-products.list',
    {
      summary: 'Goods by name or SKU and whether each qualifies for the special discount',
      querystring: QualifyingProductQuery,
      response: QualifyingProductList,
    },
    ({ query }) => listQualifyingProducts(deps, query),
  );
  route(
    'special-discount-products.mark',
    {
      summary: 'Mark a product as a basic necessity or prime commodity (its category), or take it off (null)',
      params: ProductIdPath.shape,
      body: MarkProductBody,
      response: QualifyingProduct,
    },
    ({ staff, params, body }) => markQualifyingProduct(deps, staff, params.id, body.category),
  );
}
