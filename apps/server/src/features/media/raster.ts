import { renderAsync } from '@resvg/resvg-js';

/**
 * PNG copies of the generated artwork for link previews (issue 13 item 5: og:image must be a raster image):
 * rendered on first request, off the event loop (resvg's own thread), and kept in a small LRU because the
 * artwork never changes for an id.
 */
const SHARE_IMAGE_WIDTH = 1200;
const KEPT = 256;

export function createPngCache(kept = KEPT) {
  const images = new Map<string, Promise<Buffer>>();
  return function pngOf(key: string, svg: () => string): Promise<Buffer> {
    const cached = images.get(key);
    if (cached) {
      images.delete(key); // re-insert: the Map's order is the recency order
      images.set(key, cached);
      return cached;
    }
    const rendering = renderAsync(svg(), {
      fitTo: { mode: 'width', value: SHARE_IMAGE_WIDTH },
      // The artwork asks for system-ui; Debian's DejaVu stands in for it.
      font: { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans' },
    }).then((image) => image.asPng());
    rendering.catch(() => images.delete(key));
    images.set(key, rendering);
    if (images.size > kept) images.delete(images.keys().next().value!);
    return rendering;
  };
}
