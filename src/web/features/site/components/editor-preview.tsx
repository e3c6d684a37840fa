import { Check, Sparkles } from "lucide-react";

const sceneObjects = ["Main Camera", "Directional Light", "Player", "Arena", "Crate (1)", "Crate (2)", "Enemy"];
const appliedSteps = [
  "Created Enemy with a navigation agent",
  "Added a patrol path with 3 points",
  "Generated EnemyChase script",
];

/**
 * A drawn (not photographed) editor window with the Goji panel open: self-contained markup, so the hero
 * needs no image request and stays crisp at any size. Decorative, so it is one labelled image to
 * assistive technology.
 */
export function EditorPreview() {
  return (
    <div
      role="img"
      aria-label="The Goji panel docked in a game-engine editor, after adding a patrolling enemy to a scene"
      className="overflow-hidden rounded-2xl border border-zinc-200 bg-white shadow-2xl shadow-zinc-900/10"
    >
      <div aria-hidden className="flex items-center gap-2 border-b border-zinc-200 bg-zinc-50 px-4 py-2.5">
        <span className="h-3 w-3 rounded-full bg-zinc-300" />
        <span className="h-3 w-3 rounded-full bg-zinc-300" />
        <span className="h-3 w-3 rounded-full bg-zinc-300" />
        <span className="ml-3 truncate text-xs font-medium text-zinc-500">Arena.scene — Editor</span>
      </div>
      <div aria-hidden className="grid sm:grid-cols-[8.5rem_minmax(0,1fr)_15rem]">
        <ul className="hidden space-y-1 border-r border-zinc-200 p-3 text-[11px] text-zinc-600 sm:block">
          <li className="pb-1 font-semibold tracking-wide text-zinc-400 uppercase">Hierarchy</li>
          {sceneObjects.map((name) => (
            <li
              key={name}
              className={
                name === "Enemy" ? "rounded bg-brand-50 px-1.5 py-0.5 font-medium text-brand-700" : "px-1.5 py-0.5"
              }
            >
              {name}
            </li>
          ))}
        </ul>
        <SceneViewport />
        <GojiPanel />
      </div>
    </div>
  );
}

function SceneViewport() {
  return (
    <div className="relative h-48 overflow-hidden bg-gradient-to-b from-ink-700 to-ink-900 sm:h-auto">
      {/* A floor grid in perspective, drawn with two repeating gradients. */}
      <div className="absolute inset-x-[-50%] bottom-[-30%] h-[90%] [transform:perspective(300px)_rotateX(60deg)] bg-[linear-gradient(to_right,rgb(255_255_255/0.08)_1px,transparent_1px),linear-gradient(to_bottom,rgb(255_255_255/0.08)_1px,transparent_1px)] bg-[size:28px_28px]" />
      <div className="absolute top-[52%] left-[18%] h-9 w-9 rounded-sm bg-[#b45309]/90 shadow-lg ring-1 ring-[#78350f]/40" />
      <div className="absolute top-[60%] right-[16%] h-8 w-8 rounded-sm bg-[#92400e]/90 shadow-lg ring-1 ring-[#78350f]/40" />
      <div className="absolute top-[46%] left-[44%] h-24 w-24 -translate-x-1/4 -translate-y-1/4 rounded-full border border-dashed border-brand-300/60 bg-brand-500/10" />
      <div className="absolute top-[52%] left-[50%] h-7 w-4 rounded-full bg-brand-500 shadow-[0_0_18px_rgb(228_73_59/0.7)]" />
      <div className="absolute top-[70%] left-[30%] h-6 w-3.5 rounded-full bg-[#38bdf8] shadow-[0_0_14px_rgb(56_189_248/0.6)]" />
      <span className="absolute top-3 left-3 rounded bg-black/40 px-2 py-0.5 text-[10px] font-medium text-ink-200">
        Scene
      </span>
    </div>
  );
}

function GojiPanel() {
  return (
    <div className="flex flex-col gap-3 border-t border-zinc-200 bg-white p-4 text-xs sm:border-t-0 sm:border-l">
      <div className="flex items-center gap-1.5 font-semibold text-zinc-900">
        <Sparkles className="h-3.5 w-3.5 text-brand-500" />
        Goji
      </div>
      <p className="self-end rounded-xl rounded-br-sm bg-zinc-900 px-3 py-2 text-zinc-50">
        Add an enemy that patrols between the crates and chases the player within 8 m.
      </p>
      <div className="space-y-2 rounded-xl rounded-bl-sm bg-zinc-100 px-3 py-2.5 text-zinc-700">
        <p>Here is what I changed:</p>
        <ul className="space-y-1">
          {appliedSteps.map((step) => (
            <li key={step} className="flex gap-1.5">
              <Check className="mt-0.5 h-3 w-3 shrink-0 text-emerald-600" />
              {step}
            </li>
          ))}
        </ul>
        <pre className="overflow-hidden rounded-md bg-ink-900 px-2.5 py-2 font-mono text-[10px] leading-4 text-ink-100">
          <span className="text-[#7dd3fc]">if</span> (CanSee(player)){"\n"}
          {"  "}agent.Chase(player);
        </pre>
      </div>
      <div className="mt-auto flex items-center justify-between text-[11px] text-zinc-500">
        <span>2 credits · 4,812 left</span>
        <span className="rounded-md px-2 py-1 font-medium text-zinc-600 ring-1 ring-zinc-200">Undo</span>
      </div>
    </div>
  );
}
