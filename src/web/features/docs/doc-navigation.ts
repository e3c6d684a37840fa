import { docSections, type DocPageEntry } from "@/shared/docs-manifest";

export { docSections, type DocPageEntry };

const pagesInOrder: DocPageEntry[] = docSections.flatMap((section) => section.pages);

export function findDocPage(slug: string): DocPageEntry | undefined {
  return pagesInOrder.find((page) => page.slug === slug);
}

/** The pages before and after this one in reading order, for the pager under each article. */
export function adjacentDocPages(slug: string): { previous?: DocPageEntry; next?: DocPageEntry } {
  const index = pagesInOrder.findIndex((page) => page.slug === slug);
  if (index === -1) return {};
  return { previous: pagesInOrder[index - 1], next: pagesInOrder[index + 1] };
}
