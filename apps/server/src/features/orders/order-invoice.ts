import {
  type BuyerTaxRegistration,
  DISCOUNT_ID_KIND_LABELS,
  DomainError,
  formatDate,
  type InvoiceCharge,
  invoiceOffered,
  invoiceSerial,
  type OrderAdjustment,
  OWN_SELLER_ID,
  takesOrderFees,
  VAT_RATE_PERCENT,
  type VatClass,
  vatBreakdown,
} from '@sulit/domain';
import type { InvoiceDocument, InvoiceView } from '@sulit/contracts/invoices';
import { type InvoiceLine, invoiceLinesOf } from './invoice-picked-lines';
import { ownOrder, partsOf } from './order-parts';
import type { OrdersDeps } from './orders-deps';

export const INVOICE_MESSAGES = {
  notInvoiced: 'An invoice is issued only for an order that went through: this one failed or was cancelled.',
  businessOnly: 'Only Business members add a registered name and TIN to their invoices.',
} as const;

/** One seller's document: its lines and its own adjustments (the own store also carries the order-wide ones). */
function documentCharges(sellerId: string, lines: readonly InvoiceLine[], adjustments: readonly OrderAdjustment[]) {
  const mine = lines.filter((l) => l.seller_id === sellerId);
  const own = adjustments.filter((a) => a.seller_id === sellerId || (a.seller_id === null && takesOrderFees(sellerId)));
  return {
    lines: mine,
    adjustments: own,
    discount: -own.filter((a) => a.amount < 0).reduce((t, a) => t + a.amount, 0),
    fees: own.filter((a) => a.amount > 0).map((a) => a.amount),
  };
}

/**
 * GET /transaction/orders/{n}/invoice: one document per seller that sold something in the order (a
 * cancelled seller's part has none), each numbered in that seller's series the first time it is shown.
 */
export async function ownOrderInvoice(deps: OrdersDeps, customerId: number, orderNumber: string): Promise<InvoiceView> {
  const order = await ownOrder(deps, customerId, orderNumber);
  if (!invoiceOffered(order.status)) throw new DomainError('conflict', INVOICE_MESSAGES.notInvoiced);
  const [base, sellers, kinds, ordered, adjustments, business, special, settlement] = await Promise.all([
    deps.orderView(order),
    deps.orders.sellers(order.id),
    deps.orders.lineKindsOf([order.id]),
    deps.orders.lines(order.id),
    deps.orders.adjustments(order.id),
    deps.isBusinessMember(customerId),
    deps.discounts.useOfOrder(order.id),
    deps.picking.settlement(order.id),
  ]);
  // once settled at picking, the lines as picked (decision 039), weighed goods at what the scale read (decision
  // 043): the documents add up to the settled total
  const weighed = new Map(
    (await deps.weighing.lines(order.id))
      .filter((w) => w.weighed_grams !== null)
      .map((w) => [w.order_line_id, { grams: w.weighed_grams ?? 0, perKg: w.price_per_kg }]),
  );
  const lines = invoiceLinesOf(ordered, settlement ? await deps.picking.lines(order.id) : null, weighed);
  const parts = partsOf(order, sellers, (id) => kinds.filter((k) => k.seller_id === id).map((k) => k.product_type));
  const sold = parts.filter((p) => p.status !== 'cancelled' && lines.some((l) => l.seller_id === p.sellerId));
  const [vatClasses, registrations, buyer] = await Promise.all([
    deps.invoices.vatClassesOf(lines.map((l) => l.product_id)),
    deps.invoices.sellerRegistrations(sold.map((p) => p.sellerId)),
    business ? deps.invoices.buyerRegistration(customerId) : Promise.resolve(undefined),
  ]);
  const documents: InvoiceDocument[] = [];
  // One seller after another: each serial is its own short transaction.
  for (const part of sold) {
    const charges = documentCharges(part.sellerId, lines, adjustments);
    const classOf = (l: InvoiceLine): VatClass => vatClasses.get(l.product_id) ?? 'vatable';
    const goods: InvoiceCharge[] = charges.lines.map((l) => ({ amount: l.amount, vatClass: classOf(l) }));
    const vat = vatBreakdown(goods, charges.discount, charges.fees);
    const issued = await deps.invoices.issue(order.id, part.sellerId, deps.clock().toISOString());
    const registration = registrations.find((r) => r.seller_id === part.sellerId);
    documents.push({
      seller_id: part.sellerId,
      shop_name: part.shopName,
      serial_number: invoiceSerial(issued.serial_number),
      issued_at: issued.issued_at,
      issued_date: formatDate(issued.issued_at),
      seller: registration
        ? {
            registered_name: registration.registered_name,
            business_address: registration.business_address,
            tin: registration.tin,
          }
        : null,
      lines: charges.lines.map((l) => ({
        sku: l.sku,
        name: l.name,
        qty: l.qty,
        unit_price: l.unit_price,
        amount: l.amount,
        vat_class: classOf(l),
        picking: l.picking,
        weight_label: l.weight_label,
      })),
      adjustments: charges.adjustments.map((a) => ({ label: a.label, amount: a.amount })),
      vatable_sales: vat.vatableSales,
      vat_amount: vat.vatAmount,
      exempt_sales: vat.exemptSales,
      zero_rated_sales: vat.zeroRatedSales,
      total: vat.total,
    });
  }
  return {
    increment_id: order.increment_id,
    date: formatDate(order.created_at),
    payment_title: base.payment.title,
    buyer_name: base.shipping_address
      ? `${base.shipping_address.firstname} ${base.shipping_address.lastname}`
      : ((await deps.customerName(customerId)) ?? order.customer_email),
    buyer_address: base.shipping_address?.lines ?? [],
    buyer_registration: buyer ? { registered_name: buyer.registered_name, tin: buyer.tin } : null,
    is_business_member: business,
    special_discount:
      special && !special.released
        ? {
            id_kind: DISCOUNT_ID_KIND_LABELS[special.kind],
            id_number: special.id_number,
            holder_name: special.holder_name,
            discount_amount: special.discount_amount,
          }
        : null,
    vat_rate_percent: VAT_RATE_PERCENT,
    documents: documents.sort((a, b) => Number(b.seller_id === OWN_SELLER_ID) - Number(a.seller_id === OWN_SELLER_ID)),
  };
}

/** PUT /transaction/invoices/buyer: a Business member's registered name and TIN for their invoices. */
export async function saveBuyerRegistration(
  deps: OrdersDeps,
  customerId: number,
  body: { registered_name: string; tin: string },
): Promise<{ registered_name: string; tin: string }> {
  if (!(await deps.isBusinessMember(customerId))) throw new DomainError('forbidden', INVOICE_MESSAGES.businessOnly);
  const registration: BuyerTaxRegistration = {
    customer_id: customerId,
    registered_name: body.registered_name,
    tin: body.tin,
    updated_at: deps.clock().toISOString(),
  };
  await deps.invoices.saveBuyerRegistration(registration);
  return { registered_name: registration.registered_name, tin: registration.tin };
}
