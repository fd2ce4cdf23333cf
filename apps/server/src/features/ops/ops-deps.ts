import type { OperatorTarget } from '@sulit/domain';
import type {
  ContentConsoleRepository,
  MerchConsoleRepository,
  OrderConsoleRepository,
  OrderRepository,
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
}

/** What the console's use-cases work with: repositories, ports, the guard, the TOTP kit and the clock. */
export interface OpsDeps {
  staff: StaffRepository;
  orders: OrderRepository;
  orderConsole: OrderConsoleRepository;
  slots: SlotConsoleRepository;
  /** campaign prices and vouchers (decision 036) */
  merch: MerchConsoleRepository;
  /** banners and the JSON home page (decision 036) */
  contentConsole: ContentConsoleRepository;
  ordersPort: OpsOrdersPort;
  /** the customers feature: an account by e-mail (granting a role names an existing account) */
  customerByEmail(email: string): Promise<{ id: number; email: string; firstname: string; lastname: string } | null>;
  guard: StaffGuard;
  totp: TotpKit;
  clock: () => Date;
}
