import type { OperatorTarget } from '@sulit/domain';
import type { ProductCard } from '@sulit/contracts/catalog';
import type { OrderSubstitutions } from '@sulit/contracts/substitutions';
import type {
  CaseConsoleRepository,
  FaqConsoleRepository,
  DiscountRepository,
  OrderConsoleRepository,
  OrderRepository,
  PickingRepository,
  WeighedLinesRepository,
  OperatorRepository,
  QualifyingProductsRepository,
  SellerConsoleRepository,
  ContentConsoleRepository,
  MerchConsoleRepository,
  SlotConsoleRepository,
  StaffRepository,
} from '@sulit/db';
import type { StaffGuard } from './staff-guard';
import type { TotpKit } from './totp';

/** The orders feature's moves, as ports app.ts fills in (the console never writes a second copy of them). */
export interface OpsOrdersPort {
  /** walks the transition table to `target`, recording who and when (orders' change-status) */
  changeStatus(number: string, target: OperatorTarget, actor: string): Promise<unknown>;
  /** the shopper's cancellation steps with staff's reach: give-back and one refund through the provider */
  cancelAsStaff(number: string, staffId: number): Promise<void>;
  /** picking finished: the order's final amount settled once, a paid card refunded the difference (issue 36) */
  settlePicking(number: string, staffId: number): Promise<void>;
  /** the order's lines with their choices, swaps and refunds, and its settlement */
  substitutions(number: string): Promise<OrderSubstitutions>;
}

/** What the console's use-cases work with: repositories, ports, the guard, the TOTP kit and the clock. */
export interface OpsDeps {
  staff: StaffRepository;
  orders: OrderRepository;
  orderConsole: OrderConsoleRepository;
  slots: SlotConsoleRepository;
  /** enquiry cases and FAQs (decision 037) */
  cases: CaseConsoleRepository;
  faqs: FaqConsoleRepository;
  /** PUBLIC_URL: links in the mails a reply sends */
  publicUrl: string;
  /** the special discount's IDs and qualifying goods (decision 038) */
  discounts: DiscountRepository;
  qualifyingProducts: QualifyingProductsRepository;
  /** campaign prices and vouchers (decision 036) */
  merch: MerchConsoleRepository;
  /** banners and the JSON home page (decision 036) */
  contentConsole: ContentConsoleRepository;
  ordersPort: OpsOrdersPort;
  picking: PickingRepository;
  /** goods sold by weight: the scale's readings, the hold and its capture (decision 043) */
  weighing: WeighedLinesRepository;
  /** the catalogue's cards (price and stock at the store now) of the items a picker may swap in */
  productCards: (productIds: readonly number[], source: string | null) => Promise<ProductCard[]>;
  /** the customers feature: an account by e-mail (granting a role names an existing account) */
  customerByEmail(email: string): Promise<{ id: number; email: string; firstname: string; lastname: string } | null>;
  guard: StaffGuard;
  /** stock per store: the operator tool's repository (decision 035) */
  stock: OperatorRepository;
  sellers: SellerConsoleRepository;
  /** the catalogue's cached reads are dropped after a change to what is on sale (app.ts: the catalogue's) */
  catalogChanged(): void;
  totp: TotpKit;
  clock: () => Date;
}
