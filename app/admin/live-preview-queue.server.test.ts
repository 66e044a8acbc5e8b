/** The live previews' line (issue 49): one at a time, each person's newest only, a bound on those waiting. */
import { expect, it } from "vitest";
import {
  type PreviewAsked,
  type PreviewOutcome,
  previewsWaitingAtMost,
  queuedPreviews,
} from "./live-preview.server.ts";

const asked = (text: string): PreviewAsked => ({
  file: "en/home",
  text,
  name: "home",
  language: "en",
  wanted: "/",
  editor: "en",
  root: "content",
});

it("runs one preview at a time, answers a person's older waiting one 'superseded', and says 'busy' past the bound", async () => {
  let running = 0;
  let most = 0;
  const ran: string[] = [];
  let release: () => void = () => undefined;
  const engine = queuedPreviews(async (question) => {
    running++;
    most = Math.max(most, running);
    ran.push(question.text);
    await new Promise<void>((resolve) => (release = resolve));
    running--;
    return { kind: "page", html: question.text, policy: "" } satisfies PreviewOutcome;
  });
  // Giulia's first starts; her next two wait in turn, the second replacing the first.
  const first = engine.preview(asked("giulia 1"), "giulia");
  const second = engine.preview(asked("giulia 2"), "giulia");
  const third = engine.preview(asked("giulia 3"), "giulia");
  expect(await second).toEqual({ kind: "superseded" });
  // Others fill the line up to its bound; one more is told to come back.
  const others = Array.from({ length: previewsWaitingAtMost - 1 }, (_, n) =>
    engine.preview(asked(`other ${n}`), `other${n}`),
  );
  // Known before the page's text is made (the route asks first), and not for those in line.
  expect(engine.full("late")).toBe(true);
  expect(engine.full("giulia")).toBe(false);
  expect(await engine.preview(asked("one too many"), "late")).toEqual({ kind: "busy" });
  for (let done = 0; done < previewsWaitingAtMost + 1; done++) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    release();
  }
  await Promise.all([first, third, ...others]);
  expect(await third).toEqual({ kind: "page", html: "giulia 3", policy: "" });
  expect(ran).not.toContain("giulia 2");
  expect(most).toBe(1);
});
