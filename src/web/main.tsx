import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { queryClient } from "@/web/lib/query-client";
import { createAppRouter } from "@/web/router";
import "@/web/styles.css";

const router = createAppRouter();
const root = document.getElementById("root");
if (!root) throw new Error("The #root element is missing from index.html");

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
