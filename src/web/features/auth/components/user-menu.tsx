import { useNavigate } from "@tanstack/react-router";
import { LayoutDashboard, LogOut, Settings } from "lucide-react";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/web/components/ui/dropdown-menu";
import { ThemeMenuItems } from "@/web/features/theme";
import { useSignOutAndLeave } from "../use-sign-out-and-leave";
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
  const signOut = useSignOutAndLeave();

  return (
    <DropdownMenu>
      <DropdownMenuTrigger className="flex rounded-full" aria-label="Open account menu">
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
        <ThemeMenuItems />
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => signOut.mutate()}>
          <LogOut className="h-4 w-4" aria-hidden /> Log Out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
