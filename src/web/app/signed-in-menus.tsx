import { UserMenu } from "@/web/features/auth/components/user-menu";
import { OrganizationSwitcher } from "@/web/features/organizations/components/organization-switcher";

/** The header's signed-in controls; loaded lazily so signed-out visitors never download them. */
export function SignedInMenus({ user }: { user: Parameters<typeof UserMenu>[0]["user"] }) {
  return (
    <div className="flex items-center gap-2">
      <OrganizationSwitcher />
      <UserMenu user={user} />
    </div>
  );
}
