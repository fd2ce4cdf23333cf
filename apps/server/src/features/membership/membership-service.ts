import { randomInt } from 'node:crypto';
import type { MembershipInfo } from '@sulit/contracts/customers';
import type {
  ExpiryPromptResponse,
  MembershipInformationRecord,
  MembershipLinkRequest,
  MembershipProduct,
  MyMembership,
  StickyNudge,
} from '@sulit/contracts/membership';
import type { CustomerMembershipRow, MembershipProductRow, MembershipQueries, MembershipRepository } from '@sulit/db';
import {
  type ActivationKind,
  canUseRebates,
  DomainError,
  expiryPrompt,
  formatMembershipCode,
  isActiveMember,
  isMembershipExpired,
  isMembershipIdType,
  isMembershipNearExpiry,
  manilaDate,
  MEMBERSHIP_CARD_TYPES,
  MEMBERSHIP_ID_TYPES,
  MEMBERSHIP_MESSAGES,
  MEMBERSHIP_PRODUCT_TYPE,
  membershipCodeNotFoundMessage,
  membershipCodeRule,
  type MembershipFacts,
  membershipIdTypeOf,
  membershipPriceFor,
  membershipSale,
  type MembershipIntent,
  type MembershipReminderKind,
  membershipStatus,
  normalizeMembershipCode,
  premiumWithCreditCardType,
  reminderDue,
  reminderWindow,
  remainingDays,
  renewalStep,
  sameCardName,
  type VerifyMembershipType,
} from '@sulit/domain';
import { formatPeso } from '@sulit/domain/money';
import { expiryReminderMail } from './membership-mail';
import type { OutgoingMail } from '../../mail/outgoing-mail';

export interface MembershipServiceDeps {
  memberships: MembershipRepository;
  clock: () => Date;
  publicUrl: string;
  sendMail: (mail: OutgoingMail) => Promise<void>;
  /** card numbers; tests may fix it */
  randomDigits?: (count: number) => string;
  log?: { error: (obj: unknown, msg: string) => void };
}

export interface ActivationResult {
  kind: ActivationKind;
  code: string;
  package: string;
  card_type: string;
  expires_on: string;
  /** false when this order line had already been applied (nothing changed) */
  applied: boolean;
}

/** The customer's membership as the customers feature shows it (is_membership and membership_info). */
export interface CustomerMembershipView {
  is_membership: boolean;
  membership_info?: MembershipInfo;
}

const PACKAGE_PREFIX: Record<string, string> = { PREMIUM: '10', BUSINESS: '20', EXECUTIVE: '30' };
const REMINDER_PAGE = 200;
const PROMO_IMAGE = '/media/content/membership-renew.svg';

function defaultDigits(count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) out += String(randomInt(0, 10));
  return out;
}

function facts(row: CustomerMembershipRow | undefined): MembershipFacts | null {
  if (!row || row.status !== 'active') return null;
  return {
    code: row.code,
    card_type: row.card_type,
    package: row.package,
    expires_on: row.expires_on,
    starts_on: row.starts_on,
  };
}

function intentOf(type: string): MembershipProduct['intent'] {
  switch (type) {
    case MEMBERSHIP_CARD_TYPES.renew:
      return 'renew';
    case MEMBERSHIP_CARD_TYPES.extend:
      return 'extend';
    case MEMBERSHIP_CARD_TYPES.upgradeRenewExecutive:
    case MEMBERSHIP_CARD_TYPES.executive:
      return 'upgrade';
    case premiumWithCreditCardType():
      return 'credit-card';
    default:
      return 'buy-new';
  }
}

/** A name shown to someone who is not the card's holder: first and last letters of each word. */
function maskName(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => (w.length <= 2 ? `${w[0]}*` : `${w[0]}${'*'.repeat(w.length - 2)}${w[w.length - 1]}`))
    .join(' ');
}

export function createMembershipService(deps: MembershipServiceDeps) {
  const { memberships, clock } = deps;
  const digits = deps.randomDigits ?? defaultDigits;
  const today = () => manilaDate(clock());

  async function productsByType(): Promise<Map<string, MembershipProductRow>> {
    const rows = await memberships.products();
    const map = new Map<string, MembershipProductRow>();
    for (const r of rows) if (!map.has(r.type)) map.set(r.type, r);
    return map;
  }

  /** What renewing this card costs (membership info's renew_price): the sale rule for the Renewal product. */
  async function renewPriceFor(row: CustomerMembershipRow): Promise<number | null> {
    const catalogue = await memberships.products();
    const renewal = catalogue.find((p) => p.type === MEMBERSHIP_CARD_TYPES.renew);
    return renewal ? membershipPriceFor(renewal, facts(row), catalogue, today()) : null;
  }

  /** The pro-rata Executive upgrade this card is offered, or null when paying the Executive card is no upgrade. */
  async function upgradePriceFor(row: CustomerMembershipRow, day: string): Promise<number | null> {
    const catalogue = await memberships.products();
    const executive = catalogue.find((p) => p.type === MEMBERSHIP_CARD_TYPES.upgradeRenewExecutive);
    if (!executive) return null;
    const sale = membershipSale(executive, facts(row), catalogue, day);
    return 'problem' in sale || sale.plan.kind !== 'upgrade' ? null : sale.price;
  }

  function record(
    source: {
      code: string;
      package: string;
      card_type: string;
      name: string;
      expires_on: string;
      credit_card_applied: number;
      qr_used: number;
      valid_id?: string | null;
      id_number?: string | null;
    },
    day: string,
    showName: boolean,
  ): MembershipInformationRecord {
    return {
      code: source.code,
      display_code: formatMembershipCode(source.code),
      id_type: membershipIdTypeOf(source.code),
      package: source.package,
      type: source.card_type,
      name: showName ? source.name : maskName(source.name),
      sulit_credit_card_applied: source.credit_card_applied === 1,
      qr_used: source.qr_used === 1,
      expiry_date: { date: source.expires_on, is_expired: isMembershipExpired(source.expires_on, day) },
      remaining_days: remainingDays(source.expires_on, day),
      about_to_expire: isMembershipNearExpiry(source.expires_on, day),
      valid_id: showName ? (source.valid_id ?? null) : null,
      id_number: null,
    };
  }

  /** A code's record: the customer's card first (it carries the live expiry), else the registry's. */
  async function lookup(codeInput: string, callerId: number | null): Promise<MembershipInformationRecord> {
    const code = normalizeMembershipCode(codeInput);
    const problem = membershipCodeRule(code);
    if (problem) throw new DomainError('validation_failed', problem, { fields: { code: problem } });
    const day = today();
    const owned = await memberships.byCode(code);
    if (owned && owned.status === 'active') {
      return record({ ...owned, valid_id: null }, day, owned.customer_id === callerId);
    }
    const card = await memberships.card(code);
    if (!card || card.status !== 'active') {
      throw new DomainError('not_found', membershipCodeNotFoundMessage(code), { reason: 'membership_not_found' });
    }
    return record(card, day, false);
  }

  async function newCode(tx: MembershipQueries, pkg: string): Promise<string> {
    const prefix = PACKAGE_PREFIX[pkg] ?? '10';
    for (let attempt = 0; attempt < 20; attempt++) {
      const code = `${prefix}${digits(12)}`;
      if (!(await tx.codeInUse(code))) return code;
    }
    throw new DomainError('unavailable', 'Could not issue a membership number. Please try again.');
  }

  async function viewOf(customerId: number): Promise<CustomerMembershipView> {
    const row = await memberships.ofCustomer(customerId);
    const day = today();
    const f = facts(row);
    if (!row || !f) return { is_membership: false };
    return {
      is_membership: isActiveMember(f, day),
      membership_info: {
        type: row.card_type,
        code: row.code,
        package: row.package,
        name: row.name,
        expired_date: row.expires_on,
        renew_price: await renewPriceFor(row),
        status: membershipStatus(f, day),
      },
    };
  }

  /** Checks a link request without writing (sign-up checks before it creates the account). */
  async function checkLink(
    customerId: number | null,
    input: MembershipLinkRequest,
  ): Promise<{ code: string; card: NonNullable<Awaited<ReturnType<MembershipRepository['card']>>> }> {
    const code = normalizeMembershipCode(input.membership_id);
    const problem = membershipCodeRule(code);
    if (problem) throw new DomainError('validation_failed', problem, { fields: { membership_id: problem } });
    const declared = input.membership_type?.toUpperCase();
    if (declared && isMembershipIdType(declared) && declared !== membershipIdTypeOf(code)) {
      throw new DomainError('validation_failed', MEMBERSHIP_MESSAGES.typeMismatch, {
        fields: { membership_type: MEMBERSHIP_MESSAGES.typeMismatch },
      });
    }
    const failed = () => new DomainError('bad_request', MEMBERSHIP_MESSAGES.linkFailed, { reason: 'link_failed' });
    const card = await memberships.card(code);
    if (!card || card.status !== 'active' || !sameCardName(card.name, input.membership_name)) throw failed();
    const owner = await memberships.byCode(code);
    if (owner && owner.customer_id !== customerId) throw failed();
    if (customerId !== null) {
      const current = await memberships.ofCustomer(customerId);
      if (current && current.code !== code && isActiveMember(facts(current), today())) {
        throw new DomainError('conflict', MEMBERSHIP_MESSAGES.alreadyMember, { reason: 'already_member' });
      }
    }
    return { code, card };
  }

  /** Applies one paid membership line in one transaction (the customer's card row locked on PostgreSQL). */
  async function activate(
    customerId: number,
    membershipSku: string,
    product: MembershipProductRow,
    paidOn: string,
    orderRef: string | undefined,
  ): Promise<ActivationResult> {
    const catalogue = await memberships.products();
    return memberships.inTransaction(async (tx) => {
      const current = await tx.ofCustomer(customerId, true);
      // The rule the cart priced the line with decides what it does (issue 26).
      const sale = membershipSale(product, facts(current), catalogue, paidOn);
      if ('problem' in sale) throw new DomainError('conflict', sale.problem, { reason: 'membership_not_applicable' });
      const { plan } = sale;
      const now = clock().toISOString();
      const code = plan.newCode || !current ? await newCode(tx, plan.package) : current.code;
      const row = {
        code,
        id_type: membershipIdTypeOf(code),
        card_type: plan.card_type,
        package: plan.package,
        status: 'active',
        starts_on: plan.starts_on,
        expires_on: plan.expires_on,
        updated_at: now,
      };
      if (current) {
        await tx.update(customerId, row);
      } else {
        const name = await tx.customerName(customerId);
        const inserted = await tx.insert({
          ...row,
          customer_id: customerId,
          name,
          linked_at: null,
          credit_card_applied: plan.card_type === premiumWithCreditCardType() ? 1 : 0,
          qr_used: 0,
          created_at: now,
        });
        if (!inserted) throw new DomainError('conflict', 'The membership changed meanwhile. Please try again.');
      }
      if (orderRef) {
        const recorded = await tx.recordActivation({
          order_ref: orderRef,
          sku: membershipSku,
          customer_id: customerId,
          kind: plan.kind,
          code,
          expires_on: plan.expires_on,
          activated_at: now,
        });
        if (!recorded) throw new DomainError('conflict', 'This membership order was already applied.');
      }
      return {
        kind: plan.kind,
        code,
        package: plan.package,
        card_type: plan.card_type,
        expires_on: plan.expires_on,
        applied: true,
      };
    });
  }

  return {
    view: viewOf,

    /** Is this customer a member today (active and unexpired)? For checkout's member-only rule. */
    async isMember(customerId: number): Promise<boolean> {
      return isActiveMember(facts(await memberships.ofCustomer(customerId)), today());
    },

    /** The customer's membership facts for domain rules (null: none or cancelled). */
    async factsOf(customerId: number): Promise<MembershipFacts | null> {
      return facts(await memberships.ofCustomer(customerId));
    },

    checkLink,

    /** spec §7 membership-link: verifies the card against the registry and links it to the customer. */
    async link(customerId: number, input: MembershipLinkRequest) {
      const { code, card } = await checkLink(customerId, input);
      const now = clock().toISOString();
      const row = {
        code,
        id_type:
          card.id_type === MEMBERSHIP_ID_TYPES.partnerFuel ? MEMBERSHIP_ID_TYPES.partnerFuel : membershipIdTypeOf(code),
        card_type: card.card_type,
        package: card.package,
        name: card.name,
        status: 'active',
        starts_on: card.starts_on,
        expires_on: card.expires_on,
        linked_at: now,
        credit_card_applied: card.credit_card_applied,
        qr_used: card.qr_used,
        updated_at: now,
      };
      const current = await memberships.ofCustomer(customerId);
      const ok = current
        ? await memberships.update(customerId, row)
        : await memberships.insert({ ...row, customer_id: customerId, created_at: now });
      if (!ok) throw new DomainError('bad_request', MEMBERSHIP_MESSAGES.linkFailed, { reason: 'link_failed' });
      const status = membershipStatus({ ...row }, today());
      return { error: false, message: MEMBERSHIP_MESSAGES.linked, status };
    },

    async information(code: string, callerId: number | null): Promise<MembershipInformationRecord[]> {
      return [await lookup(code, callerId)];
    },

    async products(): Promise<MembershipProduct[]> {
      return (await memberships.products()).map((p) => ({
        sku: p.sku,
        name: p.name,
        package: p.package,
        type: p.type,
        description: p.description,
        price: p.price,
        renew_price: p.renew_price,
        extend_price: p.extend_price,
        upgrade_price: p.upgrade_price,
        final_price: p.final_price,
        promo_start: p.promo_start,
        promo_end: p.promo_end,
        intent: intentOf(p.type),
        product_type: MEMBERSHIP_PRODUCT_TYPE,
      }));
    },

    /** The sticky nudge on the membership page: join, renew soon, or renew now. */
    async stickyNudge(customerId: number | null): Promise<StickyNudge> {
      const row = customerId === null ? undefined : await memberships.ofCustomer(customerId);
      const f = facts(row);
      const day = today();
      if (!f) {
        const premium = (await productsByType()).get(MEMBERSHIP_CARD_TYPES.newPremium);
        return {
          show: true,
          title: 'Become a Sulit Club member',
          message: premium
            ? `Member prices online and in all stores for ${formatPeso(premium.final_price)} a year.`
            : 'Member prices online and in all stores.',
          cta_label: 'Apply now',
          cta_link: '/lofcustomermembership/buy?showPopup=apply',
        };
      }
      if (isMembershipExpired(f.expires_on, day)) {
        return {
          show: true,
          title: 'Your membership has expired',
          message: 'Renew to keep shopping at member prices.',
          cta_label: 'Renew now',
          cta_link: '/my-membership?renew=1',
        };
      }
      if (isMembershipNearExpiry(f.expires_on, day)) {
        const days = remainingDays(f.expires_on, day);
        return {
          show: true,
          title: `Your membership expires in ${days} day${days === 1 ? '' : 's'}`,
          message: 'Renew early: a full year is added to your current expiry date.',
          cta_label: 'Renew now',
          cta_link: '/my-membership?renew=1',
        };
      }
      return { show: false, title: '', message: '', cta_label: '', cta_link: '/my-membership' };
    },

    /** cc-signup: an application for Premium with the Sulit Club credit card. */
    async ccSignup(
      customer: { id: number; email: string },
      input: { firstname: string; lastname: string; phone: string },
    ) {
      await memberships.insertCcSignup({
        customer_id: customer.id,
        firstname: input.firstname,
        lastname: input.lastname,
        email: customer.email,
        phone: input.phone,
        created_at: clock().toISOString(),
      });
      await memberships.update(customer.id, { credit_card_applied: 1, updated_at: clock().toISOString() });
      return { success: true, message: MEMBERSHIP_MESSAGES.creditCardApplied };
    },

    async promoVerbiage() {
      const product = (await productsByType()).get(premiumWithCreditCardType());
      if (!product) throw new DomainError('not_found', 'No credit-card membership is offered right now.');
      return { title: product.name, verbiage: product.description, image: null, sku: product.sku };
    },

    async mine(customerId: number, pkg?: string): Promise<MyMembership> {
      const row = await memberships.ofCustomer(customerId);
      const f = facts(row);
      const day = today();
      if (pkg !== undefined && (!row || !f || row.package !== pkg)) {
        throw new DomainError('not_found', `No ${pkg.toLowerCase()} membership on this account.`);
      }
      if (!row || !f) return { status: 'none', is_membership: false, membership: null };
      return {
        status: membershipStatus(f, day),
        is_membership: isActiveMember(f, day),
        membership: {
          code: row.code,
          display_code: formatMembershipCode(row.code),
          id_type: membershipIdTypeOf(row.code),
          type: row.card_type,
          package: row.package,
          name: row.name,
          starts_on: row.starts_on,
          expired_date: row.expires_on,
          remaining_days: remainingDays(row.expires_on, day),
          about_to_expire: isMembershipNearExpiry(row.expires_on, day),
          is_expired: isMembershipExpired(row.expires_on, day),
          linked_at: row.linked_at,
          renew_price: await renewPriceFor(row),
          upgrade_price: await upgradePriceFor(row, day),
          can_use_rebates: canUseRebates(f, day),
        },
      };
    },

    /** spec §4 Verify types: extend, renew, business. An unknown code is 404 'Membership code {code} does not exists.' */
    async verify(type: VerifyMembershipType, code: string, callerId: number | null) {
      const info = await lookup(code, callerId);
      const byType = await productsByType();
      if (type === 'business') {
        return {
          type,
          next: 'business' as const,
          info,
          sku: byType.get(MEMBERSHIP_CARD_TYPES.newBusiness)?.sku ?? null,
        };
      }
      const creditCardOnly = info.type === premiumWithCreditCardType();
      const next = renewalStep(
        {
          expires_on: info.expiry_date.date,
          package: info.package,
          credit_card_applied: info.sulit_credit_card_applied,
          qr_used: info.qr_used,
        },
        today(),
        creditCardOnly,
      );
      const product = byType.get(type === 'extend' ? MEMBERSHIP_CARD_TYPES.extend : MEMBERSHIP_CARD_TYPES.renew);
      return { type, next, info, sku: product?.sku ?? null };
    },

    async expiryPrompt(customerId: number): Promise<ExpiryPromptResponse> {
      const f = facts(await memberships.ofCustomer(customerId));
      const renew = (await productsByType()).get(MEMBERSHIP_CARD_TYPES.renew);
      const day = today();
      const prompt = expiryPrompt(f, day, {
        image: PROMO_IMAGE,
        title: renew ? renew.name : null,
        verbiage: renew ? renew.description : null,
      });
      return (
        prompt ?? {
          is_expired: false,
          about_to_expire: false,
          remaining_days: f ? remainingDays(f.expires_on, day) : 0,
          expiry_date: f?.expires_on ?? null,
          promo_image: null,
          promo_title: null,
          promo_verbiage: null,
        }
      );
    },

    /**
     * For checkout: when a membership order line is paid, make the customer's membership active
     * (decision 010). Idempotent per (orderRef, sku) when orderRef is given.
     */
    async activateFromOrder(
      customerId: number,
      membershipSku: string,
      paidAt: Date,
      options: { orderRef?: string } = {},
    ): Promise<ActivationResult> {
      const product = await memberships.productBySku(membershipSku);
      if (!product) throw new DomainError('not_found', `Unknown membership item ${membershipSku}.`);
      const paidOn = manilaDate(paidAt);
      const { orderRef } = options;
      /** The line's earlier activation, when there is one: the answer of a repeat (nothing changes). */
      const earlier = async (): Promise<ActivationResult | null> => {
        const done = orderRef ? await memberships.activation(orderRef, membershipSku) : undefined;
        if (!done) return null;
        const row = await memberships.ofCustomer(customerId);
        return {
          kind: done.kind as ActivationKind,
          code: done.code,
          package: row?.package ?? product.package,
          card_type: row?.card_type ?? product.type,
          expires_on: done.expires_on,
          applied: false,
        };
      };
      const repeat = await earlier();
      if (repeat) return repeat;
      try {
        return await activate(customerId, membershipSku, product, paidOn, orderRef);
      } catch (error) {
        // Two deliveries of one paid order raced: the loser's transaction rolled back, the winner's stands.
        const raced = await earlier();
        if (raced) return raced;
        throw error;
      }
    },

    /** The 30- and 7-day expiry reminders (the lead wires this into the scheduler). */
    async sendExpiryReminders(now: Date): Promise<{ sent: number; failed: number }> {
      const day = manilaDate(now);
      const { from, to } = reminderWindow(day);
      let after = 0;
      let sent = 0;
      let failed = 0;
      for (;;) {
        const page = await memberships.expiringBetween(from, to, REMINDER_PAGE, after);
        for (const m of page) {
          after = m.customer_id;
          const already = new Set(
            (await memberships.remindersSent(m.customer_id, m.expires_on)) as MembershipReminderKind[],
          );
          const kind = reminderDue(m.expires_on, day, already);
          if (kind === null) continue;
          if (!(await memberships.claimReminder(m.customer_id, kind, m.expires_on, now.toISOString()))) continue;
          try {
            await deps.sendMail(
              expiryReminderMail({
                to: m.email,
                firstname: m.firstname,
                code: m.code,
                package: m.package,
                expiresOn: m.expires_on,
                daysLeft: remainingDays(m.expires_on, day),
                renewLink: `${deps.publicUrl}/my-membership?renew=1`,
              }),
            );
            sent++;
          } catch (error) {
            failed++;
            await memberships.releaseReminder(m.customer_id, kind, m.expires_on);
            deps.log?.error({ err: error, customer_id: m.customer_id }, 'membership reminder not sent');
          }
        }
        if (page.length < REMINDER_PAGE) break;
      }
      return { sent, failed };
    },

    intentOf: (type: string): MembershipIntent => intentOf(type),
  };
}

export type MembershipService = ReturnType<typeof createMembershipService>;
