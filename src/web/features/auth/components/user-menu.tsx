import { useNavigate, useRouter } from "@tanstack/react-router";
import { useQueryClient } from "@tanstack/react-query";
import { LayoutDashboard, LogOut, Settings } from "lucide-react";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/web/components/ui/dropdown-menu";
import { useSession } from "../api/session";
import { useSignOut } from "../api/sign-out";
import { UserAvatar } from "./user-avatar";

interface MenuUser {
  name?: string | null;
  email: string;
  image?: string | null;
  role?: string | null;
}

/** Avatar menu (docs/product.md#screens): name (or 'User') and e-mail, Account Settings, Admin Dashboard for admins, Log Out. */
export function UserMenu({ user }: { user: MenuUser }) {
  const navigate = useNavigate();
  const router = useRouter();
  const queryClient = useQueryClient();

  const { refetch: refetchSession } = useSession();
  // Leave the signed-in pages and let the session store hear of the sign-out before the cache is cleared:
  // cleared earlier, the account page and the studio switcher refetched their data as nobody (401s).
  const signOut = useSignOut({
    onSettled: async () => {
      await navigate({ to: "/" });
      await refetchSession();
      queryClient.clear();
      await router.invalidate();
    },
  });

  return (
    <DropdownMenu>
      <DropdownMenuTrigger className="rounded-full" aria-label="Open account menu">
        <UserAvatar name={user.name} image={user.image} />
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>
          <p className="truncate font-medium text-zinc-900">{user.name || "User"}</p>
          <p className="truncate text-xs text-zinc-500">{user.email}</p>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void navigate({ to: "/account" })}>
          <Settings className="h-4 w-4" aria-hidden /> Account Settings
        </DropdownMenuItem>
        {user.role === "admin" ? (
          <DropdownMenuItem onSelect={() => void navigate({ to: "/admin" })}>
            <LayoutDashboard className="h-4 w-4" aria-hidden /> Admin Dashboard
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => signOut.mutate()}>
          <LogOut className="h-4 w-4" aria-hidden /> Log Out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
