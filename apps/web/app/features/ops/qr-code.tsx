/**
 * A QR code drawn from the rows of modules the server answered ('1' dark, '0' light), as one SVG path: no
 * image request, no script, nothing the CSP must allow. The caller gives it its accessible name.
 */
export function QrCode({ rows, label }: { rows: readonly string[]; label: string }) {
  const size = rows.length;
  const path = rows
    .flatMap((row, y) => [...row].map((cell, x) => (cell === '1' ? `M${x + 4} ${y + 4}h1v1h-1z` : '')))
    .join('');
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size + 8} ${size + 8}`}
      className="h-56 w-56 bg-white"
      shapeRendering="crispEdges"
    >
      <path d={path} fill="#000" />
    </svg>
  );
}
