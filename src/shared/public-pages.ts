import { docSections } from "./docs-manifest.ts";

/**
 * The pages a visitor can read without an account, in the order a crawler should care about them: the sitemap
 * lists them and the web build prerenders them to HTML (docs/decisions/039-prerendered-public-pages.md).
 */
export function publicPagePaths(): string[] {
  const docs = docSections.flatMap((section) => section.pages.map((page) => `/docs/${page.slug}`));
  return ["/", "/pricing", ...docs, "/contact", "/terms", "/privacy"];
}
