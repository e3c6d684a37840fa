import { useCallback, useState } from "react";

interface Remembered {
  pluginFetched?: boolean;
  dismissed?: boolean;
}

const storageKey = (userId: string) => `goji_first_run:${userId}`;

function read(userId: string): Remembered {
  try {
    const raw = window.localStorage.getItem(storageKey(userId));
    return raw ? (JSON.parse(raw) as Remembered) : {};
  } catch {
    // Storage blocked (private mode, a policy) or a damaged value: start afresh rather than fail the page.
    return {};
  }
}

/**
 * What the first-run panel remembers per browser and per user (decision 037): that the plugin was fetched, and
 * that the panel was dismissed. Progress itself comes from the server, so it follows the user everywhere.
 */
export function useFirstRunMemory(userId: string) {
  const [remembered, setRemembered] = useState<Remembered>(() => read(userId));
  const remember = useCallback(
    (change: Remembered) => {
      setRemembered((previous) => {
        const next = { ...previous, ...change };
        try {
          window.localStorage.setItem(storageKey(userId), JSON.stringify(next));
        } catch {
          // Not stored: the choice lasts for this page only.
        }
        return next;
      });
    },
    [userId],
  );
  return { remembered, remember };
}
