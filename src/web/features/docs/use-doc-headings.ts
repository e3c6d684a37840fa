import { useEffect, useState, type RefObject } from "react";

export interface DocHeading {
  id: string;
  text: string;
  level: 2 | 3;
}

/**
 * The h2/h3 headings of the rendered article. They are read from the DOM rather than from the MDX source
 * because rehype-slug gives them their ids at build time, so the DOM is the one place both agree.
 */
export function useDocHeadings(articleRef: RefObject<HTMLElement | null>, slug: string): DocHeading[] {
  const [headings, setHeadings] = useState<DocHeading[]>([]);
  useEffect(() => {
    const article = articleRef.current;
    const found = article ? Array.from(article.querySelectorAll<HTMLHeadingElement>("h2[id], h3[id]")) : [];
    setHeadings(
      found.map((heading) => ({
        id: heading.id,
        text: heading.textContent ?? "",
        level: heading.tagName === "H2" ? 2 : 3,
      })),
    );
  }, [articleRef, slug]);
  return headings;
}

/** The id of the heading the reader is in: the last one that has scrolled past the fixed header. */
export function useActiveHeading(headings: DocHeading[]): string | undefined {
  const [activeId, setActiveId] = useState<string>();
  useEffect(() => {
    // The fixed header plus the scroll padding a heading lands at after a contents-link jump, with slack.
    const headerOffset = 120;
    let frame = 0;
    const update = () => {
      frame = 0;
      let current = headings[0]?.id;
      for (const { id } of headings) {
        const element = document.getElementById(id);
        if (element && element.getBoundingClientRect().top <= headerOffset) current = id;
      }
      setActiveId(current);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      cancelAnimationFrame(frame);
    };
  }, [headings]);
  return activeId;
}
