import { useRef } from "react";
import type { LoadedDoc } from "../load-doc";
import { useDocHeadings } from "../use-doc-headings";
import { DocPager } from "./doc-pager";
import { DocsLayout } from "./docs-layout";
import { mdxComponents } from "./mdx-components";
import { TableOfContents } from "./table-of-contents";

/** One documentation page: the compiled MDX inside the docs layout, with its contents list and pager. */
export function DocView({ doc }: { doc: LoadedDoc }) {
  const articleRef = useRef<HTMLElement>(null);
  const headings = useDocHeadings(articleRef, doc.slug);
  const { Content } = doc;
  return (
    <DocsLayout currentSlug={doc.slug} aside={<TableOfContents headings={headings} />}>
      <div className="max-w-3xl">
        {/* html already has a scroll-padding for the fixed header; .prose-doc's heading scroll-margin would double it. */}
        <article ref={articleRef} className="prose-doc [&_blockquote>p]:my-1 [&_h2]:scroll-mt-4 [&_h3]:scroll-mt-4">
          <Content components={mdxComponents} />
        </article>
        <DocPager slug={doc.slug} />
      </div>
    </DocsLayout>
  );
}
