import { desc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { html, raw } from "hono/html";
import { THEME_INIT_SCRIPT } from "../../../shared/theme.ts";
import type { Db } from "../../db/client.ts";
import { mailOutbox } from "../../db/schema/index.ts";
import { MAIL_DARK_RULES } from "../../mail/templates.ts";
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
              <meta name="viewport" content="width=device-width, initial-scale=1" />
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
                  overflow-wrap: anywhere;
                }
                a {
                  color: #d13527;
                }
                :root {
                  color-scheme: light;
                }
                :root.dark {
                  color-scheme: dark;
                }
                .dark body {
                  background: #121214;
                  color: #f4f4f5;
                }
                .dark td,
                .dark th {
                  border-color: #2f2f35;
                }
                .dark a {
                  color: #f2796d;
                }
              </style>
              <!-- The app's theme choice (allowed by its hash in the CSP): the outbox follows the site's theme. -->
              ${raw(`<script>${THEME_INIT_SCRIPT}</script>`)}
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
      // The stored HTML is our own template output (escaped at render time). The preview follows the site's
      // theme choice too: the app's theme script (allowed by its hash in the CSP) and the mail's dark rules
      // under its class; the mail's own media query covers a dark system preference.
      const themed = `<script>${THEME_INIT_SCRIPT}</script><style>${scopeToDarkClass(MAIL_DARK_RULES)}</style>`;
      return c.html(raw(message.html.replace("</head>", `${themed}</head>`)));
    });
}

/** `.a{…}.b{…}` → `:root.dark .a{…}:root.dark .b{…}`. */
function scopeToDarkClass(rules: string): string {
  return rules.replace(/(^|\})\s*([^{}]+)\{/g, "$1:root.dark $2{");
}
