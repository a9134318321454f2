/*
 * Service worker for browser push (000 §7, web push subscriptions). The server sends JSON
 * `{ title, body, url }`; a click opens or focuses the app at `url`, which must be on this origin.
 */
self.addEventListener('push', (event) => {
  let payload = {};
  try {
    payload = event.data ? event.data.json() : {};
  } catch {
    payload = { body: event.data ? event.data.text() : '' };
  }
  const title = typeof payload.title === 'string' && payload.title ? payload.title : 'Kudos';
  const body =
    typeof payload.body === 'string'
      ? payload.body
      : typeof payload.message === 'string'
        ? payload.message
        : '';
  const path =
    typeof payload.url === 'string'
      ? payload.url
      : typeof payload.resourcePath === 'string'
        ? payload.resourcePath
        : '/home';
  event.waitUntil(
    self.registration.showNotification(title, {
      body,
      data: { path },
      icon: '/favicon.svg',
      tag: payload.id,
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.path ?? '/home', self.location.origin);
  // Only this origin: a payload cannot send the member elsewhere.
  const url = target.origin === self.location.origin ? target.href : self.location.origin;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      for (const client of windows) {
        if (new URL(client.url).origin === self.location.origin && 'focus' in client) {
          return client.focus().then(() => client.navigate(url));
        }
      }
      return self.clients.openWindow(url);
    }),
  );
});
