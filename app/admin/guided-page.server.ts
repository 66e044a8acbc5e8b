/**
 * The editor's guided forms without HTTP (issue 31 item 7, issue 50): what the form shows (new, or
 * continuing one kept unfinished, with what it still lacks), what a form sent does (kept as it
 * is for someone else to complete, or made: both files changed in one change as the form's spec
 * says), and what the page after it says was made. The routes (routes/new.tsx, routes/new-made.tsx)
 * only translate requests and answers; what a form is read as is guided.server.ts's.
 */
import { parseDocument } from "yaml";
import { fillTemplate } from "../format/template.ts";
import type { ContentRepo } from "./content-repo.server.ts";
import { type AdminLanguage, editorText, type GuidedFormWords } from "./editor-text.ts";
import {
  createGuidedEntry,
  formName,
  type GuidedGroup,
  type GuidedSpec,
  namesIn,
  type Problems,
  readAndMake,
  single,
  type Values,
} from "./guided.server.ts";
import { dateOf } from "./shell.ts";
import { TooManyUnfinished, type unfinishedForms, unfinishedLimit } from "./unfinished.server.ts";

type Unfinished = ReturnType<typeof unfinishedForms>;

/** A form kept unfinished: who kept it and when, what it still lacks (each field by its label). */
export interface KeptForm {
  id: string;
  status: string;
  needed: { name: string; label: string }[];
  /** The browser copy of the new form that goes, just kept by this person (ui/use-kept-typing.ts). */
  clear?: string;
}

export interface GuidedView {
  title: string;
  intro: string;
  /** Where the form posts: /admin/new/<path>. */
  action: string;
  /** What the fields' ids begin with: never a bare "title", which a form's own property would answer to. */
  idPrefix: string;
  groups: GuidedGroup[];
  words: Pick<GuidedFormWords, "choose" | "paragraphs" | "problems">;
  /** The button's words. */
  create: string;
  /** What was typed, by the field's name in the form ("f.customer"). */
  values: Record<string, string>;
  /** Each field's problems, by its name. */
  problems: Record<string, string[]>;
  /** Problems that name no field of the form. */
  general: string[];
  /** Where the browser keeps what is typed (ui/use-kept-typing.ts): this person's new entry (or the kept one's own). */
  draft: string;
  /** The answer to this form sent: what it shows is the newest copy. */
  posted: boolean;
  kept?: KeptForm;
}

/** What a guided page needs beyond the form's spec: the content, the forms kept, who asks. */
export interface GuidedPlace {
  repo: ContentRepo;
  unfinished: Unfinished;
  who: string;
  language: AdminLanguage;
}

/** Where the browser keeps what is typed (ui/use-kept-typing.ts): one kept unfinished has a copy of its own. */
const draftOf = (spec: Pick<GuidedSpec<unknown>, "path">, who: string, unfinished?: string) =>
  `${who}:new/${spec.path}${unfinished ? `/${unfinished}` : ""}`;

/** The form as `values` and `problems` leave it. */
async function view<Made>(
  spec: GuidedSpec<Made>,
  place: GuidedPlace,
  state: { values: Values; problems?: Problems; general?: string[]; posted: boolean; kept?: KeptForm },
): Promise<GuidedView> {
  const words = spec.words(place.language);
  return {
    title: words.title,
    intro: words.intro,
    action: `/admin/new/${spec.path}`,
    idPrefix: spec.idPrefix,
    groups: await spec.groups(place.language, place.repo),
    words: { choose: words.choose, paragraphs: words.paragraphs, problems: words.problems },
    create: words.create,
    values: Object.fromEntries(
      Object.entries(state.values).flatMap(([name, value]) =>
        name.startsWith(formName("")) ? [[name, single(value)]] : [],
      ),
    ),
    problems: Object.fromEntries(state.problems ?? []),
    general: state.general ?? [],
    draft: draftOf(spec, place.who, state.kept?.id),
    posted: state.posted,
    ...(state.kept ? { kept: state.kept } : {}),
  };
}

/**
 * The form as it opens: new (with what it starts with), or a form kept unfinished with what it
 * still lacks; undefined for a kept form that is no more (made, or never was).
 */
export async function guidedOpen<Made>(
  spec: GuidedSpec<Made>,
  place: GuidedPlace,
  asked: { unfinished?: string; justKept?: boolean },
): Promise<GuidedView | undefined> {
  if (asked.unfinished === undefined)
    return view(spec, place, { values: spec.initial?.() ?? {}, posted: false });
  const kept = place.unfinished.read(spec.path, asked.unfinished);
  if (!kept) return undefined;
  const { fields, problems } = await readAndMake(spec, kept.values, place.language, place.repo, new Set());
  const labelOf = (name: string) =>
    fields.find((field) => field.name === name || name.startsWith(`${field.name}.`))?.label ?? name;
  return view(spec, place, {
    values: kept.values,
    problems,
    posted: false,
    kept: {
      id: kept.id,
      status: fillTemplate(editorText[place.language].guided.kept, {
        who: kept.who,
        when: dateOf(new Date(kept.at).toISOString(), place.language),
      }),
      needed: [...problems.keys()].map((name) => ({ name, label: labelOf(name) })),
      // Just kept by this person: the copy of the new form in this browser goes.
      ...(asked.justKept ? { clear: draftOf(spec, place.who) } : {}),
    },
  });
}

/** What a guided form sent did. */
export type GuidedSent =
  | { kind: "kept"; id: string }
  | { kind: "made"; name: string; commit: string }
  /** Shown again as sent, with why it was not taken. */
  | { kind: "shown"; status: 409 | 422; view: GuidedView };

/** A guided form sent: kept unfinished ("keep"), or made whole. Each outcome audited. */
export async function guidedSend<Made>(
  spec: GuidedSpec<Made>,
  place: GuidedPlace,
  form: Readonly<Record<string, string>>,
  audit: (action: string, detail: string) => void,
): Promise<GuidedSent> {
  const shown = async (status: 409 | 422, problems: Problems, general: string[]): Promise<GuidedSent> => ({
    kind: "shown",
    status,
    view: await view(spec, place, { values: form, problems, general, posted: true }),
  });
  if (form.op === "keep") {
    const typed = Object.fromEntries(Object.entries(form).filter(([name]) => name.startsWith(formName(""))));
    let id: string;
    try {
      id = place.unfinished.keep(spec.path, form.unfinished, place.who, typed);
    } catch (error) {
      if (!(error instanceof TooManyUnfinished)) throw error;
      return shown(409, new Map(), [
        fillTemplate(editorText[place.language].guided.tooMany, { count: unfinishedLimit }),
      ]);
    }
    audit(`${spec.audit} (kept unfinished)`, id);
    return { kind: "kept", id };
  }
  const outcome = await createGuidedEntry(place.repo, spec, form, place.language, place.who);
  if (outcome.kind === "problems") return shown(422, outcome.problems, outcome.general);
  if (outcome.kind === "busy") return shown(409, new Map(), [editorText[place.language].edit.conflictTitle]);
  audit(spec.audit, `${outcome.name} (${outcome.commit})`);
  // Made whole: what waited unfinished is done.
  place.unfinished.remove(spec.path, form.unfinished);
  return outcome;
}

/** What a guided form made, and the steps that follow; undefined for a name it did not make. */
export function guidedMade<Made>(spec: GuidedSpec<Made>, place: GuidedPlace, name: string) {
  const index = namesIn(parseDocument(place.repo.read(spec.facts.file).text), spec.facts.list).findIndex(
    (entry) => entry.name === name,
  );
  const title = namesIn(parseDocument(place.repo.read(spec.texts.file).text), spec.texts.list).find(
    (entry) => entry.name === name,
  )?.title;
  if (index < 0 || typeof title !== "string") return undefined;
  const words = spec.words(place.language);
  return {
    /** The page's own title: the form's. */
    formTitle: words.title,
    title: fillTemplate(words.created, { title }),
    status: words.createdIntro,
    nextHeading: words.next,
    next: spec.next(place.language, name, index),
    // Made: what the browser kept of the form is in the files now, and goes.
    draft: draftOf(spec, place.who),
  };
}

export type GuidedMade = NonNullable<ReturnType<typeof guidedMade>>;

/** One guided form's pages, its spec bound: what the editor's work hands the routes. */
export function guidedPages<Made>(spec: GuidedSpec<Made>) {
  return {
    path: spec.path,
    parameters: spec.parameters,
    open: (place: GuidedPlace, asked: { unfinished?: string; justKept?: boolean }) =>
      guidedOpen(spec, place, asked),
    send: (
      place: GuidedPlace,
      form: Readonly<Record<string, string>>,
      audit: (action: string, detail: string) => void,
    ) => guidedSend(spec, place, form, audit),
    made: (place: GuidedPlace, name: string) => guidedMade(spec, place, name),
  };
}
