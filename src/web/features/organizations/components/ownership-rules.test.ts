import { describe, expect, it } from "vitest";
import { STUDIO_RULE_MESSAGES } from "@/shared/studio-rules";
import { ownershipOptions } from "./ownership-rules";

const ada = { userId: "ada", role: "owner" };
const ben = { userId: "ben", role: "member" };
const cy = { userId: "cy", role: "admin" };

describe("ownershipOptions (the Members tab's ownership actions)", () => {
  it("for the last owner: Make owner on others, but no stepping down or leaving, with the shared rules' reasons", () => {
    const options = ownershipOptions(ada, [ada, ben, cy]);
    expect(options.owners).toBe(1);
    expect(options.mayMakeOwner(ben)).toBe(true);
    expect(options.mayMakeOwner(cy)).toBe(true);
    expect(options.mayMakeOwner(ada)).toBe(false);
    expect(options.stepDown?.message).toBe(STUDIO_RULE_MESSAGES.lastOwnerDemote);
    expect(options.leave?.message).toBe(STUDIO_RULE_MESSAGES.lastOwnerLeave);
  });

  it("with another owner: stepping down and leaving are allowed, and owners are not offered Make owner", () => {
    const coOwner = { userId: "ben", role: "owner" };
    const options = ownershipOptions(ada, [ada, coOwner, cy]);
    expect(options.stepDown).toBeNull();
    expect(options.leave).toBeNull();
    expect(options.mayMakeOwner(coOwner)).toBe(false);
  });

  it("offers admins and members nothing about ownership", () => {
    for (const actor of [cy, ben]) {
      const options = ownershipOptions(actor, [ada, ben, cy]);
      expect(options.stepDown).toBeUndefined();
      expect(options.leave).toBeNull();
      expect([ada, ben, cy].some((m) => options.mayMakeOwner(m))).toBe(false);
    }
  });
});
