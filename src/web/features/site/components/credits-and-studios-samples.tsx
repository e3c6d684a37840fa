import { Progress } from "@/web/components/ui/progress";

const sampleUsageByFeature = [
  { feature: "Scripts", credits: 642 },
  { feature: "Scene setup", credits: 318 },
  { feature: "Shaders", credits: 140 },
  { feature: "Assets and levels", credits: 88 },
];

/** Sample figures only: these widgets illustrate the account pages, they do not read real data. */
export function CreditMeterSample() {
  const used = sampleUsageByFeature.reduce((sum, row) => sum + row.credits, 0);
  const total = 5000;
  return (
    <figure className="rounded-2xl border border-zinc-200 bg-zinc-50 p-5">
      <figcaption className="flex items-baseline justify-between text-sm">
        <span className="font-medium text-zinc-900">Pro · this cycle</span>
        <span className="text-zinc-500">resets monthly</span>
      </figcaption>
      <Progress className="mt-4" percent={(used / total) * 100} label="Sample usage: requests used this cycle" />
      <p className="mt-3 text-sm text-zinc-600">
        {used.toLocaleString("en-US")} / {total.toLocaleString("en-US")} requests used this cycle.
      </p>
      <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-2 border-t border-zinc-200 pt-4 text-sm">
        {sampleUsageByFeature.map(({ feature, credits }) => (
          <div key={feature} className="flex justify-between gap-2">
            <dt className="truncate text-zinc-500">{feature}</dt>
            <dd className="font-medium text-zinc-800 tabular-nums">{credits}</dd>
          </div>
        ))}
      </dl>
    </figure>
  );
}

const sampleMembers = [
  { name: "Ana Ortiz", role: "Owner", allocation: "Shared pool" },
  { name: "Ben Carter", role: "Admin", allocation: "8,000 credits" },
  { name: "Chen Wei", role: "Member", allocation: "4,000 credits" },
  { name: "Dara Okafor", role: "Member", allocation: "Shared pool" },
];

export function StudioMembersSample() {
  return (
    <figure className="overflow-hidden rounded-2xl border border-zinc-200 bg-zinc-50">
      <figcaption className="flex items-baseline justify-between border-b border-zinc-200 px-5 py-3 text-sm">
        <span className="font-medium text-zinc-900">Members</span>
        <span className="text-zinc-500">Pool: 30,000 credits</span>
      </figcaption>
      <ul className="divide-y divide-zinc-200">
        {sampleMembers.map((member) => (
          <li key={member.name} className="flex items-center gap-3 px-5 py-2.5 text-sm">
            <span
              aria-hidden
              className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-white text-xs font-semibold text-zinc-700 ring-1 ring-zinc-200"
            >
              {member.name.charAt(0)}
            </span>
            <span className="min-w-0 flex-1 truncate font-medium text-zinc-800">{member.name}</span>
            <span className="hidden rounded-full bg-white px-2 py-0.5 text-xs font-medium text-zinc-600 ring-1 ring-zinc-200 sm:inline">
              {member.role}
            </span>
            <span className="w-28 text-right text-xs text-zinc-500">{member.allocation}</span>
          </li>
        ))}
      </ul>
    </figure>
  );
}
