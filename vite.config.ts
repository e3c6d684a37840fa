import { fileURLToPath } from "node:url";
import mdx from "@mdx-js/rollup";
import tailwindcss from "@tailwindcss/vite";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import rehypeSlug from "rehype-slug";
import remarkGfm from "remark-gfm";
import { defineConfig } from "vite";
import { precompress } from "./scripts/vite-precompress.ts";
import { PLATFORM_INIT_SCRIPT } from "./src/shared/platform.ts";
import { THEME_INIT_SCRIPT } from "./src/shared/theme.ts";

// Order matters (docs/library-notes.md): router plugin first, then MDX (pre), then React and Tailwind.
export default defineConfig({
  plugins: [
    tanstackRouter({
      target: "react",
      autoCodeSplitting: true,
      routesDirectory: "./src/web/routes",
      generatedRouteTree: "./src/web/route-tree.gen.ts",
    }),
    {
      enforce: "pre",
      ...mdx({ remarkPlugins: [remarkGfm], rehypePlugins: [rehypeSlug], providerImportSource: undefined }),
    },
    react({ include: /\.(mdx|md|[jt]sx?)$/ }),
    tailwindcss(),
    precompress(),
    {
      // The theme class must be on <html> before first paint (no flash of the wrong theme); the server's CSP
      // allows this exact script by its hash (src/server/lib/theme-script-hash.ts).
      name: "goji-theme-init",
      // The platform's too, for the Download button's label (src/shared/platform.ts).
      transformIndexHtml: () => [
        { tag: "script", children: THEME_INIT_SCRIPT, injectTo: "head-prepend" },
        { tag: "script", children: PLATFORM_INIT_SCRIPT, injectTo: "head-prepend" },
      ],
    },
  ],
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  build: { outDir: "dist/client", emptyOutDir: true, manifest: true, sourcemap: false },
  server: {
    port: 5173,
    proxy: { "/api": "http://127.0.0.1:3001", "/dev": "http://127.0.0.1:3001" },
  },
});
