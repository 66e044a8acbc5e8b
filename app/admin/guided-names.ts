/**
 * A guided form's field name in the form: "f." first, as the editor's other forms name what is
 * typed, so what is typed is kept (ui/use-kept-typing.ts) through a reload, a lost session or a closed tab. Shared by
 * what reads the form (guided.server.ts) and what draws it (ui/GuidedForm.tsx).
 */
export const formName = (name: string) => `f.${name}`;
