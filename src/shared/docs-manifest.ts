/**
 * The docs sidebar, in reading order, shared by the web app and the sitemap the server answers. Adding a page =
 * adding its MDX file under content/docs/ and one line here; `slug` is the file's path below content/docs/ without the .mdx extension.
 */
export interface DocPageEntry {
  slug: string;
  title: string;
}

export interface DocSection {
  title: string;
  pages: DocPageEntry[];
}

export const docSections: DocSection[] = [
  {
    title: "Getting started",
    pages: [
      { slug: "getting-started/01-welcome-to-goji", title: "Welcome to Goji" },
      { slug: "getting-started/02-installation", title: "Installation" },
    ],
  },
  {
    title: "Reference",
    pages: [{ slug: "reference/plugin-api", title: "Plugin API" }],
  },
];
