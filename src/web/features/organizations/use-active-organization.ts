import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import { useCallback, useEffect, useRef } from "react";
import { activeOrganizationIdOf, useSession } from "@/web/features/auth";
import { deleteCookie, readCookie, writeCookie } from "@/web/lib/cookies";
import { useMyOrganizations } from "./api/get-my-organizations";
import { organizationKeys } from "./api/organization-keys";
import { useSetActiveOrganization } from "./api/set-active-organization";

/** Remembered last active organization (docs/product.md#constants): 30 days, path /, SameSite Lax; an id or 'personal'. */
export const LAST_ORG_COOKIE = "goji_last_org";
const PERSONAL = "personal";

export function useActiveOrganizationId(): string | null {
  return activeOrganizationIdOf(useSession().data);
}

/**
 * Sets the active organization (null = Personal Account). Choosing the active one does nothing; after
 * a switch the session, queries and route data refresh; a failure clears the remembered choice.
 */
export function useSwitchOrganization() {
  const queryClient = useQueryClient();
  const router = useRouter();
  const activeId = useActiveOrganizationId();
  const { refetch } = useSession();
  const { mutateAsync: setActiveOrganization } = useSetActiveOrganization();

  return useCallback(
    async (organizationId: string | null): Promise<boolean> => {
      if (organizationId === activeId) return true;
      try {
        await setActiveOrganization(organizationId);
      } catch (error) {
        console.error("Switching organization failed", error);
        deleteCookie(LAST_ORG_COOKIE);
        return false;
      }
      writeCookie(LAST_ORG_COOKIE, organizationId ?? PERSONAL, { maxAgeDays: 30 });
      await refetch();
      await queryClient.invalidateQueries();
      await router.invalidate();
      return true;
    },
    [activeId, queryClient, refetch, router, setActiveOrganization],
  );
}

/**
 * After the user left or deleted the active studio: back to the Personal Account, remembered as such. Unlike a
 * switch, what is on screen is not refetched — the studio view still mounted for a moment would ask for a studio
 * that now answers 404 — only marked stale (the personal view fetches its own as it mounts); the studio list is
 * refetched so the switcher drops the studio.
 */
export function useReturnToPersonalAccount() {
  const queryClient = useQueryClient();
  const router = useRouter();
  const { refetch } = useSession();
  const { mutateAsync: setActiveOrganization } = useSetActiveOrganization();
  return useCallback(async () => {
    try {
      await setActiveOrganization(null);
    } catch (error) {
      // The server clears a left or deleted studio from the session itself; the view follows the session.
      console.warn("Clearing the active studio failed", error);
    }
    writeCookie(LAST_ORG_COOKIE, PERSONAL, { maxAgeDays: 30 });
    await refetch();
    await queryClient.invalidateQueries({ refetchType: "none" });
    await queryClient.refetchQueries({ queryKey: organizationKeys.mine() });
    await router.invalidate();
  }, [queryClient, refetch, router, setActiveOrganization]);
}

/** On load, signed in with no active studio: restore the remembered one if the user still belongs to it. */
export function useRestoreActiveOrganization(): void {
  const activeId = useActiveOrganizationId();
  const { data: organizations } = useMyOrganizations();
  const switchOrganization = useSwitchOrganization();
  const attempted = useRef(false);

  useEffect(() => {
    if (attempted.current || activeId || !organizations) return;
    attempted.current = true;
    const remembered = readCookie(LAST_ORG_COOKIE);
    if (!remembered || remembered === PERSONAL) return;
    if (organizations.some((org) => org.id === remembered)) void switchOrganization(remembered);
    else deleteCookie(LAST_ORG_COOKIE);
  }, [activeId, organizations, switchOrganization]);
}
