/**
 * The picked CAD file, read in the worker (app/quote/cad/): the part in 3-D, its size, volume and
 * weight in the chosen material, and the capacity verdict, in the page's language. Loaded only
 * when a STEP, IGES or STL file is picked. The figures go back to the form (`onFigures`), in
 * English, so the sales team reads them in the mail.
 */
import { quote } from "virtual:content/quote";
import { lazy, Suspense, useEffect, useState } from "react";
import { isolate } from "../../format/format.ts";
import { formatNumber } from "../../format/locale-format.ts";
import { fillTemplate } from "../../format/template.ts";
import type { Material } from "../../content/vocabulary.ts";
import { densityFor } from "../../content/materials.ts";
import { formatBoundingBox, weightKg } from "../../quote/cad/analysis.ts";
import { type CapacityFinding, type CapacityVerdict, checkCapacity } from "../../quote/cad/capacity.ts";
import { readCadFile } from "../../quote/cad/load-cad.ts";
import type { CadResult } from "../../quote/cad/read-cad.ts";
import styles from "./quote.module.css";

const PartPreview = lazy(() => import("../../quote/cad/PartPreview.tsx"));

const { preview } = quote;
const number = (value: number, digits = 1) => formatNumber(value, digits);
// A figure and its unit as one run: on an Arabic page "5,000 kg" otherwise read "kg 5,000".
// The units are the page's words (Arabic writes كغ and مم).
const kg = (value: number) =>
  isolate(fillTemplate(preview.kgValue, { value: number(value, value < 10 ? 2 : 0) }));
const mm = (value: number) => isolate(fillTemplate(preview.mmValue, { value: number(value, 0) }));

/** The published capacity the verdict holds the part to, in the page's words and numbers. */
const { castingWeightKg, machining } = quote.capacity;
const capacityText = fillTemplate(preview.capacity, {
  wearMin: kg(castingWeightKg.wearResistant.minKg ?? 0),
  wearMax: kg(castingWeightKg.wearResistant.maxKg),
  alloysMax: kg(castingWeightKg.otherAlloys.maxKg),
  ironMax: kg(castingWeightKg.castIron.maxKg),
  machiningMax: kg(machining.maxWeightKg),
  swingDiameter: mm(machining.swingDiameterMm),
  swingHeight: mm(machining.swingHeightMm),
});

const failureKey = {
  unsupported: "unsupported",
  "too-large": "tooLarge",
  unreadable: "unreadable",
  "no-geometry": "noGeometry",
  timeout: "timeout",
  failed: "failed",
} as const;

/** Each limit a part can pass, by the words that say so (content/<lang>/quote.yaml, preview.findings). */
const findingKey = {
  "casting-weight-above-maximum": "castingWeightAboveMaximum",
  "casting-weight-below-minimum": "castingWeightBelowMinimum",
  "machining-weight-above-maximum": "machiningWeightAboveMaximum",
  "swing-diameter-above-maximum": "swingDiameterAboveMaximum",
  "swing-height-above-maximum": "swingHeightAboveMaximum",
} as const satisfies Record<CapacityFinding["code"], keyof typeof preview.findings>;

function findingText(finding: CapacityFinding): string {
  const template = preview.findings[findingKey[finding.code]];
  if ("weightKg" in finding)
    return fillTemplate(template, { weight: kg(finding.weightKg), limit: kg(finding.limitKg) });
  if ("diameterMm" in finding)
    return fillTemplate(template, { diameter: mm(finding.diameterMm), limit: mm(finding.limitMm) });
  return fillTemplate(template, { height: mm(finding.heightMm), limit: mm(finding.limitMm) });
}

function mailFigures(
  name: string,
  result: CadResult | undefined,
  weight: number | undefined,
  verdict: CapacityVerdict | undefined,
): string {
  if (!result) return "";
  if (result.status !== "ok") return `${name}: no preview (${result.status})`;
  const { boundingBox, volumeMm3, volumeApproximate } = result.figures;
  const about = volumeApproximate ? "about " : "";
  return [
    `${name}: ${formatBoundingBox(boundingBox)}, ${about}${(volumeMm3 / 1000).toFixed(1)} cm³` +
      (weight !== undefined
        ? `, ${about}${weight.toFixed(weight < 10 ? 2 : 0)} kg in the chosen material`
        : ""),
    ...(volumeApproximate ? ["The model is not a closed solid: volume and weight are approximate."] : []),
    ...(verdict
      ? [
          verdict.verdict === "within-capacity"
            ? "Capacity check: within capacity."
            : `Capacity check: exceeds ${verdict.findings.map((finding) => finding.code).join(", ")}.`,
        ]
      : []),
  ].join("\n");
}

export default function CadPreview({
  file,
  material,
  grade,
  machining,
  onFigures,
}: {
  file: File;
  material: string;
  grade: string;
  machining: string;
  onFigures: (text: string) => void;
}) {
  const [result, setResult] = useState<CadResult>();

  useEffect(() => {
    // A new file remounts this component (the form keys it by file), so state starts empty.
    let current = true;
    void readCadFile(file).then((read) => {
      if (current) setResult(read);
    });
    return () => {
      current = false;
    };
  }, [file]);

  const facts = material ? quote.materials[material as Material] : undefined;
  // From the datasheets (content/materials.yaml): the grade's own when the buyer came from it.
  const density = material ? densityFor(quote, material, grade) : undefined;
  const ok = result?.status === "ok" ? result : undefined;
  const weight = ok && density ? weightKg(ok.figures.volumeMm3, density) : undefined;
  const verdict: CapacityVerdict | undefined =
    ok && weight !== undefined && facts?.family
      ? checkCapacity(
          {
            family: facts.family,
            weightKg: weight,
            machined: machining === "rough" || machining === "finished",
            turning: ok.figures.turning,
          },
          quote.capacity,
        )
      : undefined;

  // The same figures in English for the mail, whatever the page's language.
  const forMail = mailFigures(file.name, result, weight, verdict);
  useEffect(() => onFigures(forMail), [forMail, onFigures]);

  if (!result) return <p role="status">{fillTemplate(preview.reading, { name: file.name })}</p>;
  if (!ok) {
    return (
      <p role="status" className={styles.previewNote}>
        {preview.failures[failureKey[result.status as keyof typeof failureKey]]} {preview.stillAttached}
      </p>
    );
  }

  const { figures, units } = ok;
  const approximate = figures.volumeApproximate;
  // L × W × H reads left to right in every language: in Arabic, an isolated left-to-right run.
  const size = (
    <bdi dir="ltr">
      {formatBoundingBox(
        figures.boundingBox,
        (value) => number(value),
        (sizes) => fillTemplate(preview.mmValue, { value: sizes }),
      )}
    </bdi>
  );
  const materialName = material ? quote.materialNames[material as Material] : "";
  return (
    <div className={styles.previewBody}>
      <Suspense fallback={<p role="status">{fillTemplate(preview.reading, { name: file.name })}</p>}>
        <PartPreview mesh={ok.mesh} label={fillTemplate(preview.viewLabel, { name: file.name })}>
          {size}
        </PartPreview>
      </Suspense>
      <div>
        <dl className={styles.figures}>
          <dt>{preview.size}</dt>
          <dd data-figure="size">{size}</dd>
          <dt>{preview.volume}</dt>
          <dd data-figure="volume">
            <bdi dir="ltr">
              {fillTemplate(preview.cm3Value, {
                value: `${approximate ? "≈ " : ""}${number(figures.volumeMm3 / 1000)}`,
              })}
            </bdi>
          </dd>
          <dt>{preview.weight}</dt>
          <dd data-figure="weight">
            {weight !== undefined
              ? `${approximate ? "≈ " : ""}${kg(weight)} ${fillTemplate(preview.weightIn, { material: materialName })}`
              : preview.chooseMaterial}
          </dd>
        </dl>
        {units.kind === "declared" && units.unit !== "millimetre" && units.unit !== "other" && (
          <p className={styles.previewNote}>{fillTemplate(preview.units, { unit: units.unit })}</p>
        )}
        {approximate && <p className={styles.previewNote}>{preview.approximate}</p>}
        <div role="status" data-figure="verdict">
          {verdict?.verdict === "within-capacity" && (
            <p className={styles.within}>{preview.withinCapacity}</p>
          )}
          {verdict?.verdict === "exceeds-capacity" && (
            <>
              <p className={styles.exceeds}>{preview.exceedsCapacity}</p>
              <ul>
                {verdict.findings.map((finding) => (
                  <li key={finding.code}>{findingText(finding)}</li>
                ))}
              </ul>
            </>
          )}
        </div>
        <p className={styles.previewNote} data-figure="capacity">
          {capacityText}
        </p>
        <p className={styles.previewNote}>{preview.noPrice}</p>
      </div>
    </div>
  );
}
