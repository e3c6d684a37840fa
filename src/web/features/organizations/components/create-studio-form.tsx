import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { Users } from "lucide-react";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { Field } from "@/web/components/ui/input";
import { ApiError } from "@/web/lib/api-client";
import { myOrganizationsQuery } from "../api/get-my-organizations";
import { createStudio } from "../api/create-studio";
import { useSwitchOrganization } from "../use-active-organization";

const ACTIVATION_FAILED = "Studio created, but failed to set it as active. Please refresh or select it manually.";

/** Create a studio (name, optional logo); on success it becomes the active organization (docs/product.md#states). */
export function CreateStudioForm() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const switchOrganization = useSwitchOrganization();
  const [name, setName] = useState("");
  const [logo, setLogo] = useState("");
  const [error, setError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);

  const trimmed = name.trim();
  const nameError = name.length > 0 && trimmed.length < 2 ? "Studio name must be at least 2 characters." : undefined;
  const logoError = logo.trim() && !logo.trim().startsWith("https://") ? "Logo must be an https:// URL." : undefined;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitting(true);
    setError(undefined);
    let organizationId: string;
    try {
      organizationId = await createStudio({ name: trimmed, logo: logo.trim() || undefined });
    } catch (failure) {
      setSubmitting(false);
      // A refused field's own message ("Studio name must…"), not the API's "name: Studio name must…".
      const fieldMessage = failure instanceof ApiError ? failure.details[0]?.message : undefined;
      setError(fieldMessage ?? (failure instanceof Error ? failure.message : "Failed to create studio"));
      return;
    }
    const activated = await switchOrganization(organizationId);
    await queryClient.invalidateQueries({ queryKey: myOrganizationsQuery.queryKey });
    setSubmitting(false);
    if (!activated) {
      setError(ACTIVATION_FAILED);
      return;
    }
    toast.success(`${trimmed} is ready`);
    await navigate({ to: "/account" });
  };

  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:px-6">
      <div className="mb-8 flex items-start gap-4">
        <div className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-brand-500 text-white">
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
        {error ? <Alert tone="error">{error}</Alert> : null}
        <Field
          label="Studio name"
          required
          maxLength={60}
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={nameError}
          placeholder="Pixel Forge"
          autoFocus
        />
        <Field
          label="Logo URL (optional)"
          type="url"
          value={logo}
          onChange={(e) => setLogo(e.target.value)}
          error={logoError}
          placeholder="https://example.com/logo.png"
          hint="A square image works best."
        />
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={() => void navigate({ to: "/account" })}>
            Cancel
          </Button>
          <Button type="submit" loading={submitting} disabled={trimmed.length < 2 || Boolean(logoError)}>
            Create studio
          </Button>
        </div>
      </form>
    </div>
  );
}
