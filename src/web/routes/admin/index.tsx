import { createFileRoute } from "@tanstack/react-router";

export const Route = createFileRoute("/admin/")({
  component: AdminPage,
});

function AdminPage() {
  return <div className="mx-auto max-w-3xl px-6 py-16"><h1 className="text-3xl font-bold">Admin</h1></div>;
}
