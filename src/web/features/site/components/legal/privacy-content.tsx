import { siteLinks } from "@/shared/site-links";

const mail = `mailto:${siteLinks.contactEmail}`;

/** The Privacy Policy text: what we collect, why, for how long, and what you can ask of us. */
export function PrivacyContent() {
  return (
    <>
      <h2 id="summary">In short</h2>
      <ul>
        <li>We collect what we need to run your account, answer the plugin's requests and bill you — nothing more.</li>
        <li>We do not sell your data, and we do not use your projects to train models.</li>
        <li>
          You can see and change your details, download a copy of your data and delete your account yourself, at any
          time, on your account page.
        </li>
      </ul>

      <h2 id="what-we-collect">What we collect</h2>
      <h3 id="account-data">Account data</h3>
      <p>
        Your name, e-mail address, password (stored only as a salted hash), the profile picture you upload (stored as
        our own re-encoded copy, without its original metadata such as location), your two-factor settings, the devices
        you are signed in on (browser and IP address), and, if you belong to a studio, the studio's name, its logo, its
        members and their roles.
      </p>
      <h3 id="api-keys">API keys</h3>
      <p>
        We store a one-way hash of each API key plus its first and last few characters so you can recognise it. The full
        key is shown to you once and never stored.
      </p>
      <h3 id="connected-devices">Connected devices</h3>
      <p>
        When you connect the plugin through your browser, we keep what the plugin said about the device (its name,
        operating system and plugin version) with that device's key, and when it was last used. The request to connect
        it — when and from which IP address it was made, and whether you approved it — is kept for about a day after it
        expires, then deleted.
      </p>
      <h3 id="usage-data">Usage data</h3>
      <p>
        For every plugin request we record when it happened, which key made it, how many credits it spent and which
        feature it used. This is how we count credits and show your usage.
      </p>
      <h3 id="request-content">Prompts and project context</h3>
      <p>
        To answer a request, the plugin sends your prompt and the parts of your project the request needs. We process
        them to produce the answer and do not use them to train models.
      </p>
      <h3 id="billing-data">Billing data</h3>
      <p>
        Payments are handled by our payment provider. We receive your plan, billing status and billing dates, but never
        your full card number.
      </p>

      <h2 id="cookies">Cookies</h2>
      <p>
        We use a session cookie to keep you signed in and a cookie that remembers which studio you last used (kept for
        30 days). If product analytics is enabled, it records which pages are visited so we can improve the site; it
        never receives your prompts or projects.
      </p>

      <h2 id="how-we-use-data">How we use it</h2>
      <ul>
        <li>to provide the Service: sign-in, API keys, answering requests, counting credits;</li>
        <li>to bill paid plans and send receipts;</li>
        <li>to keep the Service secure, for example to detect abuse or stolen keys;</li>
        <li>
          to send service e-mails such as password resets and studio invitations. We do not send marketing e-mail
          without your consent.
        </li>
      </ul>

      <h2 id="sharing">Who we share it with</h2>
      <p>
        Only with the providers that help us run Goji — hosting, e-mail delivery, payments and the AI models that answer
        requests — under contracts that limit them to that purpose, and with authorities when the law requires it.
        Members of your studio can see your name, e-mail, role and credit usage within that studio.
      </p>

      <h2 id="retention">How long we keep it</h2>
      <p>
        Account data is kept while your account exists. When you delete your account, it is erased at once: your name,
        e-mail address, picture, password, two-factor settings, sessions and API keys. Usage records, subscription
        history and invoices that we must keep for billing and accounting stay, but under a random reference that no
        longer leads to you. Studios where you were the only member are deleted with your account. When an owner deletes
        a studio, its name, logo, memberships, invitations and studio API keys are erased; its billing, usage and audit
        records stay under a random reference, as above.
      </p>

      <h2 id="your-rights">Your rights</h2>
      <p>
        On your account page you can correct your name, picture and e-mail address, download everything we hold about
        you as one JSON file (your profile, sessions, studios and roles, API key details, usage, subscriptions, invoices
        and audit entries about you — never passwords or keys), and delete your account. You can also ask us to access,
        correct, export or delete your personal data, or object to how we use it: write to{" "}
        <a href={mail}>{siteLinks.contactEmail}</a>; we answer within 30 days. You can also complain to your local
        data-protection authority.
      </p>

      <h2 id="contact">Contact</h2>
      <p>
        Goji Labs is responsible for your data. Privacy questions: <a href={mail}>{siteLinks.contactEmail}</a>.
      </p>
    </>
  );
}
