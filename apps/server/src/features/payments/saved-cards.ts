import type { SavedCard } from '@sulit/contracts/payments';
import {
  CARD_BRAND_LABELS,
  type CardBrand,
  checkCard,
  describeSavedCard,
  DomainError,
  manilaYearMonth,
  type SavedCardRecord,
} from '@sulit/domain';
import { nowIso, type PaymentsContext, PROVIDER } from './payments-context';
import { ProviderError } from './sandbox-gateway';

/** Saved cards: only the provider's vault token, the brand, the last four and the expiry are kept. */

export type NewCardInput =
  | { cardToken: string; isDefault?: boolean | undefined }
  | {
      card: { number: string; expMonth: number; expYear: number; cvc: string };
      isDefault?: boolean | undefined;
    };

function cardView(card: SavedCardRecord): SavedCard {
  const brand = card.brand as CardBrand;
  return {
    id: card.id,
    brand: card.brand,
    brand_label: CARD_BRAND_LABELS[brand] ?? 'Card',
    last_four: card.last_four,
    exp_month: card.exp_month,
    exp_year: card.exp_year,
    is_default: card.is_default,
    display: describeSavedCard(CARD_BRAND_LABELS[brand] ? brand : null, card.last_four),
  };
}

export async function listCards(context: PaymentsContext, customerId: number): Promise<SavedCard[]> {
  return (await context.repo.cards(customerId)).map(cardView);
}

/** Vaults card fields with the provider (never stored here), or keeps a vault token the web already has. */
export async function addCard(context: PaymentsContext, customerId: number, input: NewCardInput): Promise<SavedCard> {
  const { repo, gateway } = context;
  let vaulted;
  if ('card' in input) {
    const checked = checkCard(input.card, manilaYearMonth(context.clock()));
    if (!checked.ok) {
      const [field, message] = Object.entries(checked.errors)[0] ?? ['number', 'Invalid card'];
      throw new DomainError('validation_failed', message, { field });
    }
    try {
      vaulted = await gateway.tokenizeCard({
        number: checked.card.digits,
        exp_month: checked.card.expMonth,
        exp_year: checked.card.expYear,
        cvc: input.card.cvc,
      });
    } catch (error) {
      if (error instanceof ProviderError && error.status === 400) {
        throw new DomainError('validation_failed', error.message);
      }
      throw error;
    }
  } else {
    vaulted = await gateway.vaultCard(input.cardToken);
    if (!vaulted) throw new DomainError('validation_failed', 'Unknown card token.');
    const taken = await repo.cardByToken(customerId, input.cardToken);
    if (taken) return cardView(taken);
  }
  try {
    const card = await repo.insertCard({
      customer_id: customerId,
      provider: PROVIDER,
      provider_token: vaulted.token,
      brand: vaulted.brand,
      last_four: vaulted.last_four,
      exp_month: vaulted.exp_month,
      exp_year: vaulted.exp_year,
      is_default: input.isDefault === true,
      now: nowIso(context),
    });
    return cardView(card);
  } catch {
    // another customer already saved this token
    throw new DomainError('conflict', 'This card is already saved.');
  }
}

export async function setDefaultCard(context: PaymentsContext, customerId: number, cardId: number) {
  if (!(await context.repo.setDefaultCard(customerId, cardId))) throw new DomainError('not_found', 'Card not found.');
  return listCards(context, customerId);
}

export async function removeCard(context: PaymentsContext, customerId: number, cardId: number): Promise<void> {
  const removed = await context.repo.deleteCard(customerId, cardId);
  if (!removed) throw new DomainError('not_found', 'Card not found.');
  await context.gateway.deleteVaultCard(removed.provider_token);
}

/** For checkout's SavedCardsPort: the customer's cards with their vault tokens (server side only). */
export async function savedCardsForCheckout(context: PaymentsContext, customerId: number) {
  return (await context.repo.cards(customerId)).map((card) => ({
    id: String(card.id),
    last4: card.last_four,
    token: card.provider_token,
    is_default: card.is_default,
  }));
}

/**
 * For checkout: the vault token of one of the customer's cards (ownership checked), to pay with
 * saved_card. The spec's payload names a saved card by lastFourDigits; two cards with the same last
 * four resolve to the default one, else the newest.
 */
export async function cardToken(
  context: PaymentsContext,
  customerId: number,
  card: number | { lastFourDigits: string },
): Promise<string> {
  const found =
    typeof card === 'number'
      ? await context.repo.card(customerId, card)
      : (await context.repo.cards(customerId)).find((saved) => saved.last_four === card.lastFourDigits);
  if (!found) throw new DomainError('not_found', 'Card not found.');
  return found.provider_token;
}
