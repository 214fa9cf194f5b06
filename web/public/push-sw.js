/* Shows Arbiter's Web Push notifications (issue 19): the server sends {title, body}. */
/* global self */
self.addEventListener('push', (event) => {
  const data = event.data ? event.data.json() : {};
  event.waitUntil(self.registration.showNotification(data.title || 'Arbiter', { body: data.body || '' }));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(self.clients.openWindow('/app/'));
});
