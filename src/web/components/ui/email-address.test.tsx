import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { EmailAddress } from "./email-address";

const render = (email: string) => renderToStaticMarkup(<EmailAddress email={email} />);

describe("EmailAddress", () => {
  it("puts the mailbox and the domain in blocks of their own, with a break opportunity between them", () => {
    expect(render("lena-long@lumen-works.test")).toBe(
      '<span class="inline-block max-w-full">lena-long</span><wbr/><span class="inline-block max-w-full">@lumen-works.test</span>',
    );
  });

  it("splits at the last @ (a quoted mailbox may hold one)", () => {
    expect(render('"a@b"@example.test')).toContain(">@example.test</span>");
  });

  it("leaves text that is not an address as it is", () => {
    expect(render("not-an-address")).toBe("not-an-address");
    expect(render("@handle")).toBe("@handle");
  });
});
