import { describe, expect, it } from "vitest";
import { pageOf, returnTo } from "./return-to.ts";

describe("returnTo", () => {
  it.each([
    "/admin/edit/it/about",
    "/admin/gallery",
    "/admin/history?file=it%2Fabout",
    "/admin/edit/site?saved=abc",
  ])("takes the editor's page %s", (path) => {
    expect(returnTo(path)).toBe(path);
  });

  it("drops the language link's choice, which the cookie keeps", () => {
    expect(returnTo("/admin/gallery?language=it")).toBe("/admin/gallery");
    expect(returnTo("/admin/edit/site?language=it&saved=1")).toBe("/admin/edit/site?saved=1");
  });

  it.each([
    "https://evil.example/admin/",
    "//evil.example/admin/x",
    "/admin//evil.example",
    "/admin/\\evil.example",
    "/admin/%2F%2Fevil.example",
    "/admin/%5Cevil.example",
    "/admin/x%0d%0aSet-Cookie:a=b",
    "/admin/login",
    "/admin/logout",
    "/about",
    "/admin",
    "javascript:alert(1)",
    "/admin/x#y",
    "/admin/" + "a".repeat(700),
    undefined,
    ["/admin/gallery"],
  ])("refuses %j", (value) => {
    expect(returnTo(value)).toBeUndefined();
  });
});

describe("pageOf", () => {
  const origin = "https://www.fonderia.example";
  it("is the address of a GET and the form's page of a POST, from our own site only", () => {
    expect(pageOf("GET", "/admin/gallery", undefined, origin)).toBe("/admin/gallery");
    expect(pageOf("POST", "/admin/gallery/add", `${origin}/admin/gallery`, origin)).toBe("/admin/gallery");
    expect(
      pageOf("POST", "/admin/gallery/add", "https://evil.example/admin/gallery", origin),
    ).toBeUndefined();
    expect(pageOf("POST", "/admin/gallery/add", undefined, origin)).toBeUndefined();
    expect(pageOf("POST", "/admin/gallery/add", "not a url", origin)).toBeUndefined();
  });
});
