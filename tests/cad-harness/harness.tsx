/**
 * A bare page for the CAD module (app/quote/cad/) until the quote page exists: pick a file, see
 * the preview and the figures (the capacity check has its unit tests, capacity.test.ts). Built by tests/cad-harness/vite.config.ts for
 * tests/e2e/cad-preview.spec.ts; never part of the site. Its words are the test's, not content.
 */
import { lazy, StrictMode, Suspense, useState } from "react";
import { createRoot } from "react-dom/client";
import "../../app/styles/tokens.css";
import { weightKg, formatBoundingBox } from "../../app/quote/cad/analysis.ts";
import { cadFileAccept } from "../../app/quote/cad/formats.ts";
import type { CadResult } from "../../app/quote/cad/read-cad.ts";

const PartPreview = lazy(() => import("../../app/quote/cad/PartPreview.tsx"));

// As the quote page will take it from content.
const manganeseSteelDensity = 7.87;

function Figures({ result, name }: { result: Extract<CadResult, { status: "ok" }>; name: string }) {
  const { figures, units } = result;
  const weight = weightKg(figures.volumeMm3, manganeseSteelDensity);
  const approximate = figures.volumeApproximate ? "about " : "";
  return (
    <>
      <Suspense fallback={<p>Loading the 3-D view…</p>}>
        <PartPreview mesh={result.mesh} label={`3-D view of ${name}`}>
          {formatBoundingBox(figures.boundingBox)}, {approximate}
          {(figures.volumeMm3 / 1000).toFixed(1)} cm³, {approximate}
          {weight.toFixed(3)} kg in manganese steel
        </PartPreview>
      </Suspense>
      <dl>
        <dt>Units</dt>
        <dd data-testid="units">
          {units.kind} {units.unit}
        </dd>
        <dt>Volume issues</dt>
        <dd data-testid="issues">{figures.volumeIssues.join(", ") || "none"}</dd>
      </dl>
    </>
  );
}

function Harness() {
  const [state, setState] = useState<{ name: string; result?: CadResult }>();
  return (
    <div style={{ maxWidth: 720, margin: "1rem auto", fontFamily: "sans-serif" }}>
      <h1>CAD preview harness</h1>
      <label>
        Drawing{" "}
        <input
          type="file"
          accept={cadFileAccept}
          onChange={async (event) => {
            const file = event.currentTarget.files?.[0];
            if (!file) return;
            setState({ name: file.name });
            const { readCadFile } = await import("../../app/quote/cad/load-cad.ts");
            setState({ name: file.name, result: await readCadFile(file) });
          }}
        />
      </label>
      <p role="status" data-testid="status">
        {state ? (state.result?.status ?? "reading") : "no file"}
      </p>
      {state?.result?.status === "ok" && <Figures result={state.result} name={state.name} />}
    </div>
  );
}

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <Harness />
  </StrictMode>,
);
