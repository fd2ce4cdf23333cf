import { formatPeso } from '@sulit/domain/shared/money';

const SIZES = {
  page: { row: 'gap-x-3', now: 'text-3xl', was: 'text-lg' },
} as const;

/**
 * A price as the shopper reads it: the price to pay, and the regular price struck through when it is lower
 * (read out as "Now … Was …"). Centavos in, pesos shown (formatPeso).
 */
export function PriceBlock({
  now,
  was,
  onSale = now < was,
  size = 'tile',
  className = '',
}: {
  now: number;
  was: number;
  /** the catalogue's rule (a discount and a lower price); by default, a lower price */
  onSale?: boolean;
  size?: 'tile' | keyof typeof SIZES;
  className?: string;
}) {
  if (size === 'tile') {
    // a listing shows dozens of these: the look is one class in app.css (`.price-tile`)
    return (
      <p className={className ? `price-tile ${className}` : 'price-tile'}>
        <span className={onSale ? 'sale' : undefined}>
          {onSale && <span className="sr-only">Now </span>}
          {formatPeso(now)}
        </span>
        {onSale && (
          <s>
            <span className="sr-only">Was </span>
            {formatPeso(was)}
          </s>
        )}
      </p>
    );
  }
  const style = SIZES[size];
  return (
    <p className={`flex flex-wrap items-baseline ${style.row} ${className}`}>
      <span className={`${style.now} font-extrabold ${onSale ? 'text-sale-600' : 'text-stone-900'}`}>
        {onSale && <span className="sr-only">Now </span>}
        {formatPeso(now)}
      </span>
      {onSale && (
        <s className={`${style.was} text-stone-600`}>
          <span className="sr-only">Was </span>
          {formatPeso(was)}
        </s>
      )}
    </p>
  );
}
