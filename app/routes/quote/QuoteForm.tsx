import { enquiry } from "virtual:content/enquiry";
import { quote } from "virtual:content/quote";
import { lazy, type ReactNode, Suspense, useState } from "react";
import { Form, useSearchParams } from "react-router";
import { fillTemplate } from "../../format/template.ts";
import { choiceName } from "../../enquiry/choice-names.ts";
import {
  type ChoiceField,
  enquiryFields,
  enquiryForms,
  flagValue,
  type FormField,
  isRequired,
  type QuoteGroup,
  tokenField,
} from "../../enquiry/fields.ts";
import { materials, partFamilyGroups } from "../../content/vocabulary.ts";
import type { FormResultData } from "../../enquiry/receive.server.ts";
import type { PagePath } from "../../pages.ts";
import { cadFormatOf } from "../../quote/cad/formats.ts";
import formStyles from "../../enquiry/form/form.module.css";
import { DrawingsField } from "../../enquiry/form/DrawingsField.tsx";
import { NotReceived, SendActions, TrapField } from "../../enquiry/form/FormParts.tsx";
import { useEnquiryForm } from "../../enquiry/form/useEnquiryForm.ts";
import { quoteMessages } from "./quote-form.ts";
import styles from "./quote.module.css";

// The 3-D preview, its reader and three.js load only when a CAD file is picked.
const CadPreview = lazy(() => import("./CadPreview.tsx"));

type QuoteField = FormField<"quote">;
type Labelled = Exclude<QuoteField, "cadFigures">;

function choices(field: ChoiceField): ReactNode {
  const options = (keys: readonly string[]) =>
    keys.map((key) => (
      <option key={key} value={key}>
        {choiceName(quote, field, key)}
      </option>
    ));
  if (field !== "partFamily") return options(enquiryFields[field].choices);
  return (Object.keys(partFamilyGroups) as (keyof typeof partFamilyGroups)[]).map((group) => (
    <optgroup key={group} label={quote.partFamilyGroups[group]}>
      {options(partFamilyGroups[group])}
    </optgroup>
  ));
}

/** The material and grade an address chooses, if they are ones the form takes. */
function chosenGrade(params: URLSearchParams): { material?: string; grade?: string } {
  const material = params.get("material") ?? undefined;
  const grade = params.get("grade")?.trim() ?? undefined;
  return {
    material: materials.some((known) => known === material) ? material : undefined,
    grade: grade && grade.length <= enquiryFields.grade.maxLength ? grade : undefined,
  };
}

/**
 * The request for quotation: grouped fields (only name, email and a message or a drawing are
 * required), drawings with their limits and the confidentiality promise, and for a STEP, IGES or
 * STL file a 3-D preview that reads the part and checks it against the foundry's capacity. A
 * plain multipart form without JavaScript. `noValidate` for the same reason as the contact form.
 */
export function QuoteForm({ result, xsrf }: { result: FormResultData<"quote"> | undefined; xsrf: string }) {
  const enquiryForm = useEnquiryForm("quote", quoteMessages, result);
  const { files, setFiles, visibleError, leave } = enquiryForm;
  // A datasheet's "Request a quote in this grade" opens /quote?material=…&grade=…: the page is
  // rendered per request for that address, so the choice is made with or without JavaScript.
  const [searchParams] = useSearchParams();
  const chosen = chosenGrade(searchParams);
  const [material, setMaterial] = useState(result?.values.material ?? chosen.material ?? "");
  const [machining, setMachining] = useState(result?.values.machining ?? "");
  const [grade, setGrade] = useState(result?.values.grade ?? chosen.grade ?? "");
  const [cadFigures, setCadFigures] = useState("");

  const field = (name: Labelled) => {
    const spec = enquiryFields[name];
    const error = visibleError(name);
    const hint = quote.fields[name].hint;
    const describedBy = [hint && `${name}-hint`, error && `${name}-error`].filter(Boolean).join(" ");
    const common = {
      id: name,
      name,
      defaultValue:
        result?.values[name] ?? (name === "material" || name === "grade" ? chosen[name] : undefined),
      "aria-invalid": error ? true : undefined,
      "aria-describedby": describedBy || undefined,
      required: isRequired("quote", name) || undefined,
      onBlur: (event: { currentTarget: { form: HTMLFormElement | null } }) =>
        leave(name, event.currentTarget.form),
    };
    const label = <label htmlFor={name}>{quote.fields[name].label}</label>;
    let control: ReactNode;
    if (spec.kind === "flag") {
      return (
        <div key={name} className={styles.flag}>
          <input
            type="checkbox"
            value={flagValue}
            {...common}
            // A checkbox keeps its value and is ticked or not: a default value would make React
            // warn that the input is both controlled and uncontrolled.
            defaultValue={undefined}
            defaultChecked={result?.values[name] === flagValue}
          />
          {label}
        </div>
      );
    } else if (spec.kind === "longText") {
      control = <textarea rows={5} {...common} />;
    } else if (spec.kind === "choice") {
      const onChange = (event: { currentTarget: HTMLSelectElement }) => {
        if (name === "material") setMaterial(event.currentTarget.value);
        if (name === "machining") setMachining(event.currentTarget.value);
      };
      control = (
        <select {...common} onChange={onChange}>
          <option value="">{quote.choose}</option>
          {choices(name as ChoiceField)}
        </select>
      );
    } else if (spec.kind === "number") {
      control = <input type="text" inputMode={"integer" in spec ? "numeric" : "decimal"} {...common} />;
    } else if (spec.kind === "date") {
      control = <input type="date" {...common} />;
    } else {
      control = (
        <input
          type={spec.kind === "email" ? "email" : spec.kind === "phone" ? "tel" : "text"}
          autoComplete={"autoComplete" in spec ? spec.autoComplete : "off"}
          // The grade decides the density of the weight estimate (a datasheet's grade has its own).
          onChange={name === "grade" ? (event) => setGrade(event.currentTarget.value) : undefined}
          {...common}
        />
      );
    }
    return (
      <div
        key={name}
        className={spec.kind === "longText" ? `${formStyles.field} ${formStyles.wide}` : formStyles.field}
      >
        {label}
        {control}
        {hint && (
          <p id={`${name}-hint`} className={formStyles.muted}>
            {hint}
          </p>
        )}
        {error && (
          <p id={`${name}-error`} className={formStyles.error}>
            {error}
          </p>
        )}
      </div>
    );
  };

  const cadFile = files.find((file) => cadFormatOf(file.name));

  return (
    <div className={styles.layout}>
      <div className={styles.intro}>
        {quote.intro.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <p className={formStyles.muted}>{quote.requiredNote}</p>
      </div>
      <Form {...enquiryForm.formProps} action={"/quote" satisfies PagePath} className={styles.form}>
        <input type="hidden" name={tokenField} value={xsrf} />
        <input type="hidden" name="cadFigures" value={cadFigures} />
        {(Object.keys(enquiryForms.quote.groups) as QuoteGroup[]).map((group) => (
          <fieldset key={group} className={styles.group}>
            <legend>{quote.groups[group]}</legend>
            {group === "hammer" && (
              <p className={`${formStyles.muted} ${formStyles.wide}`}>{quote.hammerNote}</p>
            )}
            {enquiryForms.quote.groups[group].map((name) => field(name))}
          </fieldset>
        ))}
        <fieldset className={styles.group}>
          <legend>{enquiry.drawings.label}</legend>
          <DrawingsField
            files={files}
            onFiles={(picked) => {
              setFiles(picked);
              setCadFigures("");
            }}
            error={visibleError("attachments")}
            refused={result?.refusedFiles}
            filesRefused={result?.filesRefused}
          />
        </fieldset>
        {cadFile && (
          <section className={styles.preview} aria-labelledby="preview-heading">
            <h2 id="preview-heading">{quote.preview.heading}</h2>
            <Suspense
              fallback={<p role="status">{fillTemplate(quote.preview.reading, { name: cadFile.name })}</p>}
            >
              <CadPreview
                file={cadFile}
                material={material}
                grade={grade}
                machining={machining}
                onFigures={setCadFigures}
              />
            </Suspense>
          </section>
        )}
        <TrapField />
        <SendActions className={styles.actions} words={quote} form={enquiryForm} />
      </Form>
      <NotReceived outcome={result?.outcome} />
    </div>
  );
}
