import { desc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { html, raw } from "hono/html";
import type { Db } from "../../db/client.ts";
import { mailOutbox } from "../../db/schema/index.ts";
import type { AppEnv } from "../../lib/hono-env.ts";

/**
 * /dev/mail: the dev outbox, for people running the product locally and for browser tests.
 * Mounted only outside production (see app.ts). `?format=json&to=` returns messages as JSON.
 */
export function devMailRoutes(db: Db) {
  return new Hono<AppEnv>()
    .get("/", async (c) => {
      const to = c.req.query("to")?.toLowerCase();
      const rows = await db
        .select()
        .from(mailOutbox)
        .where(to ? eq(mailOutbox.to, to) : undefined)
        .orderBy(desc(mailOutbox.createdAt))
        .limit(100);
      if (c.req.query("format") === "json") return c.json({ messages: rows });
      return c.html(
        html`<!doctype html>
          <html lang="en">
            <head>
              <meta charset="utf-8" />
              <title>Dev outbox · Goji</title>
              <style>
                body {
                  font-family: system-ui, sans-serif;
                  max-width: 880px;
                  margin: 40px auto;
                  padding: 0 16px;
                  color: #18181b;
                }
                table {
                  width: 100%;
                  border-collapse: collapse;
                }
                td,
                th {
                  text-align: left;
                  padding: 8px;
                  border-bottom: 1px solid #e4e4e7;
                }
                a {
                  color: #d13527;
                }
              </style>
            </head>
            <body>
              <h1>Dev outbox</h1>
              <p>Mail is kept here because no SMTP_URL is configured. This page does not exist in production.</p>
              ${
                rows.length === 0
                  ? html`<p>No mail yet.</p>`
                  : html`<table>
                      <thead>
                        <tr>
                          <th>To</th>
                          <th>Subject</th>
                          <th>Sent</th>
                        </tr>
                      </thead>
                      <tbody>
                        ${rows.map(
                          (m) =>
                            html`<tr>
                              <td>${m.to}</td>
                              <td><a href="/dev/mail/${m.id}">${m.subject}</a></td>
                              <td>${m.createdAt.toISOString()}</td>
                            </tr>`,
                        )}
                      </tbody>
                    </table>`
              }
            </body>
          </html>`,
      );
    })
    .get("/:id", async (c) => {
      const [message] = await db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.id, c.req.param("id")));
      if (!message) return c.text("No such message", 404);
      // The stored HTML is our own template output (escaped at render time).
      return c.html(raw(message.html));
    });
}
