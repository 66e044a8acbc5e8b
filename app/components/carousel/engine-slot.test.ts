import { describe, expect, it } from "vitest";
import { engineSlot } from "./useCarouselEngine.ts";

describe("a carousel's engine slot", () => {
  it("keeps a Next pressed before the engine arrives and runs it when it does, once", () => {
    const slot = engineSlot<string>();
    const ran: string[] = [];
    expect(slot.run((engine) => ran.push(`next on ${engine}`))).toBe(false);
    expect(ran).toEqual([]);
    slot.arrived("engine 1");
    expect(ran).toEqual(["next on engine 1"]);
    slot.arrived("engine 1");
    expect(ran).toHaveLength(1);
  });

  it("runs a Next pressed after the engine arrived at once, before any render has told the page", () => {
    const slot = engineSlot<string>();
    slot.arrived("engine 1");
    const ran: string[] = [];
    expect(slot.run((engine) => ran.push(`next on ${engine}`))).toBe(true);
    expect(ran).toEqual(["next on engine 1"]);
  });

  it("waits again once the engine is gone (the carousel left the page), for the next one", () => {
    const slot = engineSlot<string>();
    slot.arrived("engine 1");
    slot.gone();
    const ran: string[] = [];
    expect(slot.run((engine) => ran.push(`next on ${engine}`))).toBe(false);
    slot.arrived("engine 2");
    expect(ran).toEqual(["next on engine 2"]);
  });
});
