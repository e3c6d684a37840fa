import { Link } from "@tanstack/react-router";
import { BookOpen, LayoutDashboard, LogIn, LogOut, MessageCircle, Settings, Tag, UserPlus, X } from "lucide-react";
import { Dialog as D } from "radix-ui";
import type { ReactNode, RefObject } from "react";
import { siteLinks } from "@/shared/site-links";
import { useSession } from "@/web/features/auth";
import { useSignOutAndLeave } from "@/web/features/auth/use-sign-out-and-leave";
import { DownloadButton } from "@/web/features/site/components/download-button";
import { Logo } from "@/web/components/ui/logo";

const item =
  "flex w-full items-center gap-3 rounded-lg px-3 py-3 text-base font-medium text-zinc-800 hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-brand-500";

interface Props {
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

/** The phone menu's sheet: a modal dialog (focus trapped, Escape closes) sliding in from the right. */
export function PhoneMenuSheet({ id, open, onOpenChange, returnFocusTo }: Props) {
  const close = () => onOpenChange(false);
  return (
    <D.Root open={open} onOpenChange={onOpenChange}>
      <D.Portal>
        <D.Overlay className="fixed inset-0 z-50 bg-ink-950/50 md:hidden" />
        <D.Content
          id={id}
          // Opened without a Radix Trigger: give focus back to the menu button ourselves.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-[min(20rem,88vw)] flex-col overflow-y-auto bg-white shadow-xl focus:outline-none md:hidden"
        >
          <div className="flex h-16 shrink-0 items-center justify-between border-b border-zinc-200 px-4">
            <Logo />
            <D.Close
              className="rounded-md p-2 text-zinc-500 hover:bg-zinc-100 hover:text-zinc-800 focus-visible:outline-2 focus-visible:outline-brand-500"
              aria-label="Close menu"
            >
              <X className="h-5 w-5" aria-hidden />
            </D.Close>
          </div>
          <D.Title className="sr-only">Menu</D.Title>
          <D.Description className="sr-only">Pages, downloads and your account</D.Description>
          <nav aria-label="Phone" className="flex flex-1 flex-col gap-1 p-3">
            <Link to="/pricing" className={item} onClick={close}>
              <Tag className="h-5 w-5 text-zinc-500" aria-hidden /> Pricing
            </Link>
            <Link
              to="/docs/$"
              params={{ _splat: "getting-started/01-welcome-to-goji" }}
              className={item}
              onClick={close}
            >
              <BookOpen className="h-5 w-5 text-zinc-500" aria-hidden /> Docs
            </Link>
            <a href={siteLinks.community} target="_blank" rel="noopener noreferrer" className={item}>
              <MessageCircle className="h-5 w-5 text-zinc-500" aria-hidden /> Community
            </a>
            <div className="px-1 py-2" onClickCapture={close}>
              <DownloadButton className="w-full" />
            </div>
            <div className="my-2 border-t border-zinc-200" />
            <AccountLinks close={close} />
          </nav>
        </D.Content>
      </D.Portal>
    </D.Root>
  );
}

function AccountLinks({ close }: { close: () => void }) {
  const { data: session, isPending } = useSession();
  const signOut = useSignOutAndLeave();
  if (isPending) return null;
  if (!session) {
    return (
      <>
        <MenuLink to="/login" icon={<LogIn className="h-5 w-5 text-zinc-500" aria-hidden />} close={close}>
          Sign In
        </MenuLink>
        <MenuLink to="/signup" icon={<UserPlus className="h-5 w-5 text-zinc-500" aria-hidden />} close={close}>
          Sign Up
        </MenuLink>
      </>
    );
  }
  return (
    <>
      <p className="truncate px-3 pb-1 text-sm text-zinc-500">{session.user.email}</p>
      <MenuLink to="/account" icon={<Settings className="h-5 w-5 text-zinc-500" aria-hidden />} close={close}>
        Account Settings
      </MenuLink>
      {session.user.role === "admin" ? (
        <MenuLink to="/admin" icon={<LayoutDashboard className="h-5 w-5 text-zinc-500" aria-hidden />} close={close}>
          Admin Dashboard
        </MenuLink>
      ) : null}
      <button
        type="button"
        className={item}
        onClick={() => {
          close();
          signOut.mutate();
        }}
      >
        <LogOut className="h-5 w-5 text-zinc-500" aria-hidden /> Log Out
      </button>
    </>
  );
}

function MenuLink({
  to,
  icon,
  close,
  children,
}: {
  to: "/login" | "/signup" | "/account" | "/admin";
  icon: ReactNode;
  close: () => void;
  children: ReactNode;
}) {
  return (
    <Link to={to} className={item} onClick={close}>
      {icon}
      {children}
    </Link>
  );
}
