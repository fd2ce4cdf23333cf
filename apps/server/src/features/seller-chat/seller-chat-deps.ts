import type { ChatRepository } from '@sulit/db';
import type { AbusePorts } from '../../http/abuse-ports';
import type { FileLinks } from './file-links';

/** An order as seller chat needs it (from the orders feature, through app.ts): whose it is and its shops. */
export interface ChatOrder {
  id: number;
  increment_id: string;
  customer_id: number;
  sellers: { seller_id: string; shop_name: string }[];
}

/** What the feature needs from others; app.ts wires them. */
export interface SellerChatPorts {
  /** the order by its number, with its sellers (orders) */
  orderWithSellers(orderNumber: string): Promise<ChatOrder | undefined>;
  /** whether the customer account is a store operator: a staff role (the console's staff_grants) */
  isOperator(customerId: number): Promise<boolean>;
  /** where a participant's notices go (customers) */
  contactOf(customerId: number): Promise<{ email: string; firstname: string } | undefined>;
  abuse: Pick<AbusePorts, 'attempt'>;
}

export interface SellerChatDeps extends SellerChatPorts {
  chats: ChatRepository;
  links: FileLinks;
  clock: () => Date;
  publicUrl: string;
}

/** Who is asking: the signed-in customer, the sellers they speak for and whether they are an operator. */
export interface ChatViewer {
  customerId: number;
  firstname: string;
  sellerIds: string[];
  operator: boolean;
}
