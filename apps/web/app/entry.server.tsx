import { renderToString } from 'react-dom/server';
import { type AppLoadContext, type EntryContext, ServerRouter } from 'react-router';
import './load-context';

export const streamTimeout = 5_000;

/** A finished read of the loader-data stream, in the shape React Router's `StreamTransfer` caches its reads. */
type FinishedRead = Promise<void> & { result: { done: boolean; value: string } };

/**
 * React Router's Node entry, rendered with React's string renderer, plus the Content-Security-Policy nonce the
 * server put into this answer's header (load context `cspNonce`): ServerRouter hands it to <Scripts>,
 * <ScrollRestoration> and the loader-data scripts. Without it the policy (no 'unsafe-inline') blocks hydration.
 *
 * No page defers data, so the document is complete once the loader data is: the loader-data stream is read to
 * its end first and handed to ServerRouter's `StreamTransfer` as its own cache of reads, so nothing suspends and
 * the document renders in one synchronous pass into one string (issue 13: category, product and search pages
 * 7–20 % less CPU than the pipeable stream collected into a buffer, which encoded every chunk to bytes; home
 * within noise; docs/PERFORMANCE.md). Components that would suspend on the server (lazy ones) render after mount.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  await readLoaderDataFirst(routerContext);
  const html = renderToString(<ServerRouter context={routerContext} url={request.url} nonce={loadContext.cspNonce} />);
  responseHeaders.set('Content-Type', 'text/html');
  const document = `<!DOCTYPE html>${html}`;
  if (!loadContext.takeDocument) {
    return new Response(document, { headers: responseHeaders, status: responseStatusCode });
  }
  loadContext.takeDocument(document);
  return new Response(null, { headers: responseHeaders, status: responseStatusCode });
}

async function readLoaderDataFirst(routerContext: EntryContext): Promise<void> {
  const stream = routerContext.serverHandoffStream;
  if (!stream) return;
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  const streamCache: Record<number, FinishedRead> = {};
  for (let identifier = 0; ; identifier++) {
    const { done, value } = await reader.read();
    streamCache[identifier] = Object.assign(Promise.resolve(), {
      result: { done, value: decoder.decode(value, { stream: !done }) },
    });
    if (done) break;
  }
  // React Router keeps StreamTransfer's reads in `renderMeta.streamCache`, keyed by the read's number; found
  // there, a read does not suspend. ServerRouter still takes a reader of the stream, so it gets an unread one.
  const meta = routerContext as unknown as { renderMeta?: Record<string, unknown> };
  (meta.renderMeta ??= {}).streamCache = streamCache;
  routerContext.serverHandoffStream = new ReadableStream<Uint8Array>();
}
