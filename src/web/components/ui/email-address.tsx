/**
 * An e-mail address in running text or a value cell. Where it has to wrap (a long address on a phone), it breaks
 * before the "@", keeping the mailbox and the domain each whole: both are inline blocks, so a hyphen inside either
 * is not taken as the place to break. A part longer than the whole line still wraps inside itself (the
 * container's `break-words`).
 */
export function EmailAddress({ email }: { email: string }) {
  const at = email.lastIndexOf("@");
  if (at <= 0) return <>{email}</>;
  return (
    <>
      <span className="inline-block max-w-full">{email.slice(0, at)}</span>
      <wbr />
      <span className="inline-block max-w-full">{email.slice(at)}</span>
    </>
  );
}
