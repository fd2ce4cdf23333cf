import type { OrderEditBody, OrderEditView } from '@sulit/contracts/order-edit';
import {
  DomainError,
  lineChoice,
  type Order,
  ORDER_EDIT_MESSAGES,
  RELATED_SUBSTITUTES_OFFERED,
  SUBSTITUTION_LABELS,
  type SubstitutionChoice,
} from '@sulit/domain';
import type { OrderEditInput } from '@sulit/db';
import type { OrdersDeps } from './orders-deps';

type LineChoice = NonNullable<OrderEditView['lines'][number]['substitution']>;
type ChoiceChange = NonNullable<OrderEditInput['changes']['choices']>[number];

/** The related items a line may name for "an item I choose", in stock at the order's store. */
async function optionsOf(deps: OrdersDeps, order: Order, productId: number) {
  const ids = await deps.picking.similarProductIds(productId, RELATED_SUBSTITUTES_OFFERED);
  const cards = await deps.productCards(ids, order.source_code);
  return cards.filter((c) => c.stock_qty > 0).map((c) => ({ product_id: c.id, name: c.name }));
}

/** Each editable line's out-of-stock choice and its options, by line id, for the edit page. */
export async function lineChoicesOf(
  deps: OrdersDeps,
  order: Order,
  editable: (line: { product_id: number; seller_id: string }) => boolean,
): Promise<Map<number, LineChoice>> {
  const lines = (await deps.picking.lines(order.id)).filter(editable);
  const entries = await Promise.all(
    lines.map(async (l) => {
      const choice: LineChoice = {
        choice: l.substitution,
        substitute_product_id: l.substitution === 'specific' ? l.substitute_product_id : null,
        options: await optionsOf(deps, order, l.product_id),
      };
      return [l.id, choice] as const;
    }),
  );
  return new Map(entries);
}

const labelOf = (choice: SubstitutionChoice, substitute: string | undefined) =>
  choice === 'specific' && substitute ? `${SUBSTITUTION_LABELS.specific}: ${substitute}` : SUBSTITUTION_LABELS[choice];

/**
 * The out-of-stock choices an edit changes (decision 039's choices, while the order may be edited): each checked
 * as the cart checks it (`lineChoice`, the line's related items at the order's store), with the labels its history
 * shows. A line named with the choice it already has changes nothing.
 */
export async function changedChoices(
  deps: OrdersDeps,
  order: Order,
  wanted: OrderEditBody['lines'],
): Promise<{ choices: OrderEditInput['choices']; changes: ChoiceChange[] }> {
  const asked = wanted.filter((w) => w.substitution !== undefined);
  if (asked.length === 0) return { choices: [], changes: [] };
  const lines = new Map((await deps.picking.lines(order.id)).map((l) => [l.id, l]));
  const choices: OrderEditInput['choices'][number][] = [];
  const changes: ChoiceChange[] = [];
  for (const want of asked) {
    const line = lines.get(want.line_id);
    if (!line || line.product_id <= 0) throw new DomainError('bad_request', ORDER_EDIT_MESSAGES.unknownLine);
    const options = want.substitution === 'specific' ? await optionsOf(deps, order, line.product_id) : [];
    const chosen = lineChoice(
      want.substitution!,
      want.substitute_product_id,
      options.map((o) => o.product_id),
    );
    if (!chosen.ok) throw new DomainError('validation_failed', chosen.message);
    const before = line.substitution === 'specific' ? line.substitute_product_id : null;
    if (chosen.choice === line.substitution && chosen.substitute_product_id === before) continue;
    const [old] = before ? await deps.productCards([before], order.source_code) : [];
    const next = options.find((o) => o.product_id === chosen.substitute_product_id);
    choices.push({ line_id: line.id, choice: chosen.choice, substitute_product_id: chosen.substitute_product_id });
    changes.push({
      name: line.name,
      before: labelOf(line.substitution, old?.name),
      after: labelOf(chosen.choice, next?.name),
    });
  }
  return { choices, changes };
}
