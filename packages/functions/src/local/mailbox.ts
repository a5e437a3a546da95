import { Hono } from 'hono';
import { html, raw } from 'hono/html';
import type { Core } from '@tablestay/core/app';
import { asDelivered, DELIVERED_BODY_DAYS, getMail, listMailbox } from '@tablestay/core/notification/email';

const page = (title: string, body: ReturnType<typeof html>) =>
  html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width,initial-scale=1" />
        <title>${title} · Local mailbox</title>
        <style>
          body {
            font-family: system-ui, sans-serif;
            max-width: 760px;
            margin: 2rem auto;
            padding: 0 1rem;
            color: #1c1917;
          }
          a {
            color: #b45309;
          }
          table {
            width: 100%;
            border-collapse: collapse;
          }
          td,
          th {
            overflow-wrap: anywhere;
            padding: 0.5rem;
            border-bottom: 1px solid #e7e5e4;
            text-align: left;
          }
          h1,
          article {
            overflow-wrap: anywhere;
          }
          .meta {
            color: #57534e;
            font-size: 0.9rem;
          }
          pre {
            white-space: pre-wrap;
            overflow-wrap: anywhere;
            background: #f5f5f4;
            padding: 1rem;
            border-radius: 6px;
          }
        </style>
      </head>
      <body>
        <p class="meta">Local mailbox: emails the app sent while running on its embedded defaults.</p>
        ${body}
      </body>
    </html>`;

/** The local email adapter's inbox: every outbox message, with its links followable. */
export function mailboxRoutes(core: Core) {
  const app = new Hono();
  app.get('/mailbox', async (c) => {
    const to = c.req.query('to');
    const mails = await listMailbox(core.db, { to });
    return c.html(
      page(
        'Inbox',
        html`<h1>Inbox${to ? ` for ${to}` : ''}</h1>
          ${
            mails.length === 0
              ? html`<p>No emails yet.</p>`
              : html`<table>
                  <thead>
                    <tr>
                      <th>To</th>
                      <th>Subject</th>
                      <th>Sent</th>
                    </tr>
                  </thead>
                  <tbody>
                    ${mails.map(
                      (m) =>
                        html`<tr>
                          <td>${m.to_email}</td>
                          <td><a href="/mailbox/${m.id}">${m.subject}</a></td>
                          <td class="meta">${m.created_at.toISOString()}</td>
                        </tr>`,
                    )}
                  </tbody>
                </table>`
          }`,
      ),
    );
  });
  app.get('/mailbox/:id{[0-9a-f-]{36}}', async (c) => {
    const mail = await getMail(core.db, c.req.param('id'));
    if (!mail)
      return c.html(
        page(
          'Not found',
          html`<h1>Email not found</h1>
            <p><a href="/mailbox">Back to inbox</a></p>`,
        ),
        404,
      );
    // Shown as it was delivered: the outbox stores a slot for each link's token, filled in here the
    // way delivery fills it (ADR 103). The body was rendered by our own templates with every value escaped.
    const shown = asDelivered(mail);
    const body =
      mail.text_body === ''
        ? html`<p class="meta">Its text was removed ${DELIVERED_BODY_DAYS} days after it was sent.</p>`
        : html`<article>${raw(shown.html ?? '')}</article>
            <h2>Plain text</h2>
            <pre>${shown.text}</pre>`;
    return c.html(
      page(
        mail.subject,
        html`<p><a href="/mailbox">← Inbox</a></p>
          <h1>${mail.subject}</h1>
          <p class="meta">To ${mail.to_email} · ${mail.created_at.toISOString()}</p>
          ${body}`,
      ),
    );
  });
  return app;
}
