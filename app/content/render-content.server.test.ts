import { describe, expect, it } from "vitest";
import { contentFor, withContent } from "./render-content.server.ts";

describe("the content a server render reads", () => {
  const built = { title: "As built", list: [1, 2] };
  const home = contentFor("home", built);

  it("is what was built, outside a render given content", () => {
    expect(home.title).toBe("As built");
    expect(Object.keys(home)).toEqual(["title", "list"]);
    expect(JSON.stringify(home)).toBe(JSON.stringify(built));
  });

  it("is the given content inside one, through everything the render awaits, and only there", async () => {
    const given = { title: "Typed, not saved", extra: true };
    const inside = withContent({ home: given }, async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return { title: home.title, keys: Object.keys(home), has: "extra" in home, spread: { ...home } };
    });
    // Another render meanwhile reads what was built.
    expect(home.title).toBe("As built");
    expect(await inside).toEqual({
      title: "Typed, not saved",
      keys: ["title", "extra"],
      has: true,
      spread: given,
    });
    // Content given for another module leaves this one as built.
    expect(withContent({ about: { title: "other" } }, () => home.title)).toBe("As built");
  });

  it("reads a list module as a list, and cannot be changed by a render", () => {
    const articles = contentFor("articles", ["a", "b"]);
    expect(withContent({ articles: ["c"] }, () => [...articles])).toEqual(["c"]);
    expect(withContent({ articles: ["c"] }, () => Object.keys(articles))).toEqual(["0"]);
    expect(Array.isArray(articles)).toBe(true);
    expect(() => {
      "use strict";
      (home as { title: string }).title = "changed";
    }).toThrow(TypeError);
    expect(built.title).toBe("As built");
  });
});
