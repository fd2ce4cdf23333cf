const SIZES = {
  /** a mini-cart line */
  sm: { px: 48, box: 'size-12 rounded-lg' },
  /** a cart page line */
  md: { px: 80, box: 'size-20 rounded-xl' },
} as const;

/**
 * A product's small square picture beside its name (decorative: the name is read out next to it), framed,
 * never cropped. Without a picture, an empty tile of the same size keeps the rows aligned, if asked for.
 */
export function Thumbnail({
  src,
  size,
  placeholder = false,
}: {
  src: string | null | undefined;
  size: keyof typeof SIZES;
  placeholder?: boolean;
}) {
  const { px, box } = SIZES[size];
  if (!src) return placeholder ? <span className={`${box} shrink-0 bg-stone-100`} /> : null;
  return (
    <img src={src} alt="" width={px} height={px} className={`${box} shrink-0 border border-stone-200 object-contain`} />
  );
}
