import { createFileRoute, redirect } from "@tanstack/react-router";
import { DeviceApproval } from "@/web/features/devices/components/device-approval";
import { getSession } from "@/web/features/auth";
import { searchSchema } from "@/web/lib/search-params";

/**
 * /device and /device?user_code=…: where the plugin sends the user to approve its sign-in (RFC 8628).
 * Signed out, the user signs in first (two-factor included) and comes back here with the code.
 */
export const Route = createFileRoute("/device")({
  head: () => ({ meta: [{ title: "Connect a device · Goji" }] }),
  validateSearch: searchSchema("user_code"),
  // Typed by hand: inferring `location` from the route tree makes this route's search type circular.
  beforeLoad: ({ location }: { location: { href: string } }) => requireSignedIn(location.href),
  component: DevicePage,
});

async function requireSignedIn(href: string): Promise<void> {
  if (!(await getSession())) throw redirect({ to: "/login", search: { redirect: href } });
}

function DevicePage() {
  const { user_code: userCode } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <DeviceApproval
      userCode={userCode ?? null}
      onCodeEntered={(code) => void navigate({ search: { user_code: code } })}
    />
  );
}
