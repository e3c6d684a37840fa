import { Link } from "@tanstack/react-router";
import { siteLinks } from "@/shared/site-links";

const mail = `mailto:${siteLinks.contactEmail}`;

/** The Terms of Service text. Plain wording on purpose: customers should be able to read it in five minutes. */
export function TermsContent() {
  return (
    <>
      <h2 id="who-we-are">1. Who we are</h2>
      <p>
        Goji is made by Goji Labs ("we", "us"). These terms govern your use of the Goji website, the Goji editor plugin
        and the Goji service that answers the plugin's requests (together, the "Service"). By creating an account or
        using the plugin you agree to them. If you use Goji on behalf of a company or studio, you accept these terms for
        that organisation.
      </p>

      <h2 id="accounts">2. Your account</h2>
      <ul>
        <li>You need an account with a valid e-mail address. Keep your password and two-factor codes to yourself.</li>
        <li>You must be old enough to form a binding contract where you live, and at least 16.</li>
        <li>You are responsible for activity under your account and under API keys you generate.</li>
      </ul>

      <h2 id="api-keys">3. API keys</h2>
      <p>
        The plugin authenticates with a personal key or a studio key. Treat keys like passwords: do not share them or
        commit them to a repository. If a key may have leaked, generate a new one on your account page; the old key
        stops working immediately. Requests made with your key count against your credits.
      </p>

      <h2 id="plans-and-credits">4. Plans, credits and payment</h2>
      <ul>
        <li>
          Each plan includes a monthly allowance of credits, as described on the <Link to="/pricing">pricing page</Link>
          . Each request the plugin sends spends credits. Unused credits do not carry over to the next cycle.
        </li>
        <li>
          When your credits run out, requests are refused until your cycle resets or you upgrade. We never charge for
          extra usage without your action.
        </li>
        <li>
          Paid plans are billed monthly in advance through our payment provider. Prices exclude taxes where taxes apply.
        </li>
        <li>
          On a studio plan, the studio's owners are responsible for payment; owners and admins manage members and
          allocations. An owner can delete the studio at any time from its Settings tab: its studio plan is canceled at
          once, without a refund of the current period, its studio API keys stop working, pending invitations are
          withdrawn and every member is told by e-mail. Members keep their own accounts.
        </li>
      </ul>

      <h2 id="cancellation">5. Cancellation and refunds</h2>
      <p>
        You can cancel a paid plan at any time from the billing portal on your account page. Your plan stays active
        until the end of the period you have paid for and is not renewed. We do not refund partial periods, except where
        the law requires it or where we end the Service for reasons that are not your fault.
      </p>

      <h2 id="acceptable-use">6. Acceptable use</h2>
      <p>Do not use the Service to:</p>
      <ul>
        <li>break the law or infringe anyone's rights, including intellectual-property rights;</li>
        <li>probe, overload or work around the limits of the Service, or resell access to it;</li>
        <li>share keys or accounts to avoid paying for a plan;</li>
        <li>create malware or content meant to harass, deceive or harm people.</li>
      </ul>

      <h2 id="your-content">7. Your projects and generated output</h2>
      <p>
        You keep all rights to your projects and to what Goji generates for you. You give us permission to process the
        prompts and project context the plugin sends only as needed to answer your requests and run the Service. We do
        not use your projects to train models. Generated output can be wrong: review it before you ship it.
      </p>

      <h2 id="availability">8. Availability and changes</h2>
      <p>
        We work to keep Goji available and fast, but we do not promise uninterrupted service. We may improve or change
        features; if a change materially reduces what a paid plan includes, we will tell you in advance and you may
        cancel.
      </p>

      <h2 id="liability">9. Warranty and liability</h2>
      <p>
        The Service is provided "as is". To the extent the law allows, Goji Labs is not liable for indirect or
        consequential losses, and our total liability for any claim is limited to the amount you paid us in the twelve
        months before it. Nothing in these terms limits liability that cannot be limited by law.
      </p>

      <h2 id="termination">10. Suspension and termination</h2>
      <p>
        You can delete your account at any time on your account page: we ask for your password (and a two-factor code if
        you use one) and e-mail you a link to confirm. Deleting it cancels your paid plan at once, without a refund of
        the current period; its API keys stop working and your personal data is erased (see the{" "}
        <Link to="/privacy">Privacy Policy</Link>). If you are the only owner of a studio that has other members, make
        another member an owner or delete the studio first. We may suspend or close accounts that break these terms,
        after warning you where that is reasonable. When an account is closed, its API keys stop working.
      </p>

      <h2 id="changes">11. Changes to these terms</h2>
      <p>
        We may update these terms. For significant changes we will e-mail account holders at least 30 days before they
        take effect. Continuing to use Goji after that means you accept the new terms.
      </p>

      <h2 id="contact">12. Contact</h2>
      <p>
        Questions about these terms: <a href={mail}>{siteLinks.contactEmail}</a>.
      </p>
    </>
  );
}
