import {
  Baby,
  Beef,
  Carrot,
  Cookie,
  Croissant,
  CupSoda,
  Flame,
  HeartPulse,
  Milk,
  Package,
  PawPrint,
  Refrigerator,
  ShoppingBasket,
  Snowflake,
  Sofa,
  SprayCan,
  Tv,
  Wine,
  type Icon,
} from '../../components/icons';

/**
 * Decorative icon for a category tile, picked by a keyword in its URL path. Categories come from the API,
 * so an unknown one simply gets the basket.
 */
const ICONS: readonly (readonly [RegExp, Icon])[] = [
  [/produce|fruit|vegetable/, Carrot],
  [/meat|seafood|fish/, Beef],
  [/bakery|bread/, Croissant],
  [/frozen/, Snowflake],
  [/dairy|egg|milk/, Milk],
  [/beverage|drink/, CupSoda],
  [/wine|spirit|liquor/, Wine],
  [/snack|sweet|candy/, Cookie],
  [/household|cleaning/, SprayCan],
  [/health|beauty|personal/, HeartPulse],
  [/baby|kid/, Baby],
  [/pet/, PawPrint],
  [/electronic/, Tv],
  [/appliance/, Refrigerator],
  [/home|living|furniture/, Sofa],
  [/gas|lpg/, Flame],
  [/pantry|grocery/, Package],
];

export function CategoryIcon({ urlPath, className }: { urlPath: string; className?: string }) {
  const Icon = ICONS.find(([pattern]) => pattern.test(urlPath))?.[1] ?? ShoppingBasket;
  return <Icon aria-hidden="true" className={className} />;
}

/** Dark ink on light category colours (yellow, peach), white on the rest, so the glyph stays visible. */
export function inkFor(hex: string): string {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  if (Number.isNaN(n)) return '#ffffff';
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
  // Above ~0.35 white would fall under 3:1 (the WCAG minimum for graphics).
  return luminance > 0.35 ? '#062817' : '#ffffff';
}
