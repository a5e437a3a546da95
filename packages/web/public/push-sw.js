// The owner's notifications (ADR 119), imported by the Workbox service worker (/sw.js, vite.config.ts
// `importScripts`). A push carries JSON { title, body, url, tag } (core/src/push/service.ts); tapping
// the notification opens that page of the dashboard, in a window of the console already open if
// there is one.
self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  const title = typeof data.title === 'string' ? data.title : 'TableStay';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof data.body === 'string' ? data.body : '',
      tag: typeof data.tag === 'string' ? data.tag : undefined,
      icon: '/icons/icon-192.png',
      data: { url: typeof data.url === 'string' ? data.url : '/dashboard' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL((event.notification.data && event.notification.data.url) || '/dashboard', self.location.origin);
  // Only this site's own pages open from a notification.
  if (url.origin !== self.location.origin) return;
  event.waitUntil(
    (async () => {
      const open = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const mine = open.find((c) => new URL(c.url).origin === url.origin);
      if (!mine) return self.clients.openWindow(url.href);
      const shown = await mine.navigate(url.href);
      // Focusing needs the user's tap; a window that cannot be focused still shows the booking.
      await (shown || mine).focus().catch(() => undefined);
      return shown;
    })(),
  );
});
