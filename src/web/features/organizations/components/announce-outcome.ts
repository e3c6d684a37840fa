import { toast } from "sonner";

/** Toasts a studio change's outcome; a failure is passed on, so a dialog that awaited it stays open. */
export async function announceOutcome(action: Promise<unknown>, success: string): Promise<void> {
  try {
    await action;
  } catch (error) {
    toast.error((error as Error).message);
    throw error;
  }
  toast.success(success);
}
