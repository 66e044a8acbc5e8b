import { describe, expect, it } from "vitest";
import { fillTemplate } from "./template.ts";

describe("fillTemplate", () => {
  it("puts each value in its place and leaves a name it was not given", () => {
    expect(fillTemplate("{n} of {total}", { n: 2, total: 5 })).toBe("2 of 5");
    expect(fillTemplate("call {phone}", {})).toBe("call {phone}");
  });

  it("words a count as one or as many, never “thing(s)”", () => {
    const template = "{count} {count|cosa|cose} da correggere, {count|elencata|elencate} qui sotto";
    expect(fillTemplate(template, { count: 1 })).toBe("1 cosa da correggere, elencata qui sotto");
    expect(fillTemplate(template, { count: 3 })).toBe("3 cose da correggere, elencate qui sotto");
    expect(fillTemplate(template, { count: 0 })).toBe("0 cose da correggere, elencate qui sotto");
    expect(fillTemplate("{minutes|minute|minutes}", {})).toBe("{minutes|minute|minutes}");
  });
});
