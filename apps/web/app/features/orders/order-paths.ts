/** The orders pages (spec §2 paths, exactly; print pages decided in decision 012). */
export const ORDER_HISTORY_PATH = '/sales/order/history';
export const TRACK_AND_TRACE_PATH = '/track-and-trace';
/** Spec §9 "default shop id '0'": the whole order. */
export const WHOLE_ORDER_SHOP_ID = '0';

export const orderViewPath = (orderNumber: string, shopId: string = WHOLE_ORDER_SHOP_ID) =>
  `/sales/order/view/order_id/${encodeURIComponent(orderNumber)}/${encodeURIComponent(shopId)}`;
export const invoicePath = (orderNumber: string) => `/sales/order/invoice/order_id/${encodeURIComponent(orderNumber)}`;
export const printOrderPath = (orderNumber: string) => `/sales/order/print/order_id/${encodeURIComponent(orderNumber)}`;
export const printInvoicePath = (orderNumber: string) =>
  `/sales/order/printInvoice/order_id/${encodeURIComponent(orderNumber)}`;
export const isOrderNumber = (value: string | undefined): value is string => /^\d{9}$/.test(value ?? '');
/** The order's edit page (issue 36): quantities and slot until picking starts. */
export const editOrderPath = (orderNumber: string) => `/sales/order/edit/order_id/${encodeURIComponent(orderNumber)}`;
