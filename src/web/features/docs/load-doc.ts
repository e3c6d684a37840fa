import type { ComponentType } from "react";
import { ExpectedError } from "@/web/lib/expected-error";
import { docSlugFromSplat } from "./doc-slug";

/** What an MDX page module exports: its content as a component that accepts element overrides. */
export interface MdxContentProps {
  components?: Record<string, ComponentType<never>>;
}

export interface LoadedDoc {
  slug: string;
  Content: ComponentType<MdxContentProps>;
}

/** Thrown by the docs loader for a path with no MDX file; the docs error view shows it as a missing page. */
export class DocNotFoundError extends ExpectedError {
  constructor(slug: string) {
    super(`MDX file not found for path: ${slug}`);
    this.name = "DocNotFoundError";
  }
}

// Lazy glob: Vite compiles every MDX file at build time into its own chunk, fetched only when opened.
// Looking the path up in this map (never on disk) is also what keeps `..` or odd paths harmless.
const docModules = import.meta.glob<{ default: LoadedDoc["Content"] }>("/content/docs/**/*.mdx");

export async function loadDoc(splat: string | undefined): Promise<LoadedDoc> {
  const slug = docSlugFromSplat(splat);
  const importDoc = docModules[`/content/docs/${slug}.mdx`];
  if (!importDoc) throw new DocNotFoundError(slug);
  const module = await importDoc();
  return { slug, Content: module.default };
}
