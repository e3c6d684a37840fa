/** What each part of the data export holds, written into the document so it reads on its own. */
const ABOUT = {
  profile: "Your account as stored: name, e-mail address, picture, site role, two-factor status, dates.",
  signIn: "How you sign in (a password, stored only as a one-way hash and therefore not included).",
  sessions: "Devices signed in to your account: when, from which IP address and browser.",
  studios: "Studios you belong to, your role, credit allocation and teams.",
  invitations: "Studio invitations you sent or that were addressed to you.",
  apiKeys:
    "Your API keys' metadata: manual keys and the keys of devices connected through the browser (with the name, system and plugin version each device gave). Keys are stored only as hashes; the key itself cannot be exported.",
  deviceSignIns:
    "Requests to connect the plugin that you approved or denied on /device: when and from which IP address the device asked, and what it said it was. Kept about a day after they expire.",
  personalPool: "Your personal credits for the current cycle.",
  usageEvents: "Every credit your API keys spent (personal and studio), with the feature and your idempotency key.",
  subscriptions: "Your personal subscriptions as the payment provider reported them.",
  invoices: "Invoices of your personal subscription, from the payment provider.",
  pictures: "Pictures you uploaded (the file itself is at the profile's image address).",
  audit: "Audit entries about you or made by you: site administration and studio activity.",
} as const;

type Sections = { [K in keyof typeof ABOUT]: unknown };

/** The export document: a header, then each section with its explanation first. */
export function exportSections(input: Sections & { formatVersion: number; exportedAt: Date }) {
  return {
    service: "Goji",
    formatVersion: input.formatVersion,
    exportedAt: input.exportedAt.toISOString(),
    about: ABOUT,
    profile: input.profile,
    signIn: input.signIn,
    sessions: input.sessions,
    studios: input.studios,
    invitations: input.invitations,
    apiKeys: input.apiKeys,
    deviceSignIns: input.deviceSignIns,
    personalPool: input.personalPool,
    usageEvents: input.usageEvents,
    subscriptions: input.subscriptions,
    invoices: input.invoices,
    pictures: input.pictures,
    audit: input.audit,
  };
}
