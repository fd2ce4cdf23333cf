/**
 * Sulit Club's service worker (issue 31): shows the price-drop, back-in-stock and list alerts the store pushes
 * (a JSON { title, body, link } encrypted for this browser), and opens the alert's page of this store on a click.
 * It caches nothing: pages stay the server's.
 */
const FALLBACK_LINK = '/notification';

/** Only a path of this store: a push never sends the shopper elsewhere. */
function storePath(link) {
  return typeof link === 'string' && link.startsWith('/') && !link.startsWith('//') && !link.includes('\\')
    ? link
    : FALLBACK_LINK;
}

self.addEventListener('push', (event) => {
  let message = { title: 'Sulit Club', body: '', link: FALLBACK_LINK };
  try {
    const data = event.data ? event.data.json() : null;
    if (data && typeof data.title === 'string') message = { ...message, ...data };
  } catch {
    // not JSON: show the store's name
  }
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      icon: '/favicon.svg',
      data: { link: storePath(message.link) },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const link = storePath(event.notification.data && event.notification.data.link);
  event.waitUntil(self.clients.openWindow(link));
});
