import { isSourceCode, isStockQty } from '@sulit/domain';
import { createOperatorRepository } from '../catalog/operator-repository';
import { openDatabase } from '../connection';

/**
 * `npm run operator -- price <sku> <pesos>` lowers (or sets) a product's selling price;
 * `npm run operator -- restock <sku> <store> <qty>` sets its stock at a store (balintawak, alabang, …).
 * The running store's price-watch and back-in-stock detectors pick the change up within a minute. The operator
 * console's stock page (issue 35) writes through the same repository call and quantity rule.
 */
const usage = 'usage: npm run operator -- price <sku> <pesos> | restock <sku> <store> <qty>';
const [command, sku, ...rest] = process.argv.slice(2);
const url = process.env.DATABASE_URL || 'file:var/sulit.db';

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

if (!command || !sku || !['price', 'restock'].includes(command)) fail(usage);
const database = openDatabase(url);
try {
  const operator = createOperatorRepository(database.db);
  const product = await operator.product(sku);
  if (!product) fail(`No product with sku ${sku}.`);
  if (command === 'price') {
    const pesos = Number(rest[0]);
    if (!Number.isFinite(pesos) || pesos <= 0 || pesos > 10_000_000)
      fail(`${usage}\n(pesos must be a positive amount)`);
    await operator.setPrice(product.id, product.price, Math.round(pesos * 100));
    console.log(`${product.name} (${sku}) now sells at ₱${pesos.toFixed(2)}.`);
  } else {
    const [source, qtyText] = rest;
    const qty = Number(qtyText);
    if (!source || !isSourceCode(source)) fail(`${usage}\n(unknown store ${source ?? ''})`);
    if (!isStockQty(qty)) fail(`${usage}\n(qty must be a whole number ≥ 0)`);
    await operator.setStock(product.id, source, qty);
    console.log(`${product.name} (${sku}) now has ${qty} at ${source}.`);
  }
} finally {
  await database.close();
}
