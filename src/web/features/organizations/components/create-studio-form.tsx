import { useNavigate } from "@tanstack/react-router";
import { Users } from "lucide-react";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { Field } from "@/web/components/ui/input";
import { messageFor } from "@/web/lib/api-client";
import { useCreateStudio } from "../api/create-studio";

/** A refused field's own message ("Studio name must…"), not the API's "name: Studio name must…". */
function createStudioErrorMessage(error: Error): string {
  return messageFor(error) || "Failed to create studio";
}

/**
 * Create a studio by its name; on success it becomes the active organization (docs/product.md#states). Its logo is
 * uploaded afterwards on the Settings tab (docs/decisions/041).
 */
export function CreateStudioForm() {
  const navigate = useNavigate();
  const [name, setName] = useState("");
  // Submitting an empty name says what is missing instead of leaving the button silently disabled.
  const [attempted, setAttempted] = useState(false);
  const create = useCreateStudio();

  const trimmed = name.trim();
  const nameError =
    (name.length > 0 || attempted) && trimmed.length < 2 ? "Studio name must be at least 2 characters." : undefined;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (trimmed.length < 2) return;
    create.mutate(
      { name: trimmed },
      {
        onSuccess: async () => {
          toast.success(`${trimmed} is ready`);
          await navigate({ to: "/account" });
        },
      },
    );
  };

  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:px-6">
      <div className="mb-8 flex items-start gap-4">
        <div className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-primary text-on-primary">
          <Users className="h-6 w-6" aria-hidden />
        </div>
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-zinc-900">Create your studio</h1>
          <p className="mt-1 text-zinc-600">
            A studio shares one pool of credits. You will be its owner and can invite your team next.
          </p>
        </div>
      </div>
      <form
        onSubmit={onSubmit}
        className="space-y-5 rounded-2xl border border-zinc-200 bg-white p-6 shadow-sm"
        noValidate
      >
        {create.error ? <Alert tone="error">{createStudioErrorMessage(create.error)}</Alert> : null}
        <Field
          label="Studio name"
          required
          maxLength={60}
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={nameError}
          placeholder="Pixel Forge"
          hint="You can add the studio's logo on its Settings tab once it exists."
          autoFocus
        />
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={() => void navigate({ to: "/account" })}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            Create studio
          </Button>
        </div>
      </form>
    </div>
  );
}
