/** Spec §3: the display status, shown uppercased, coloured by how the order ended (or that it has not). */
export function OrderStatusBadge({ label }: { label: string }) {
  const tone =
    label === 'Delivered'
      ? 'bg-emerald-100 text-emerald-900'
      : label === 'Cancelled' || label === 'Payment Failed'
        ? 'bg-red-100 text-red-900'
        : 'bg-amber-100 text-amber-900';
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-bold tracking-wide ${tone}`}>
      {label.toUpperCase()}
    </span>
  );
}
