/**
 * A list item's fields (form-fields.server.ts) written for another place in its list: what the
 * editor's page does when an item moves, and when Add puts the list's template at the end. Every
 * name, id and place an item's fields carry ("f.panels.4.title", "f-panels-4-title", a list
 * inside it "panels.4.timeline.items") is written as the server writes it for the new place, so
 * the form sends what the server would have made of the move.
 */
import type { FieldLabel, FormField } from "./form-fields.server.ts";

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** `field`, an item of `list` written for place `from`, with all it holds, written for place `to`. */
export function itemAt(field: FormField, list: string, from: number, to: number): FormField {
  if (from === to) return field;
  const dotted = new RegExp(`^${escapeRegExp(`${list}.${from}`)}(?=\\.|$)`);
  const withDot = (value: string) => value.replace(dotted, `${list}.${to}`);
  const idPart = `f-${list.replace(/\W/g, "-")}-`;
  const id = new RegExp(`^${escapeRegExp(`${idPart}${from}`)}(?=-|$)`);
  const withId = (value: string) => value.replace(id, `${idPart}${to}`);
  const label = (own: FieldLabel, top: boolean): FieldLabel => (top && "item" in own ? { item: to } : own);
  const place = (each: FormField, top: boolean): FormField => {
    const common = { ...each, key: `f.${withDot(each.key.slice(2))}`, id: withId(each.id) };
    switch (each.kind) {
      case "group":
        return {
          ...common,
          kind: "group",
          label: label(each.label, top),
          fields: each.fields.map((inside) => place(inside, false)),
        } as FormField;
      case "list":
        return {
          ...common,
          kind: "list",
          name: withDot(each.name),
          items: each.items.map((inside) => place(inside, false)),
          template: place(each.template, false),
        } as FormField;
      case "mark":
        return {
          ...common,
          kind: "mark",
          label: label(each.label, top),
          dotted: withDot(each.dotted),
        } as FormField;
      case "text":
        return {
          ...common,
          kind: "text",
          label: label(each.label, top),
          ...(each.outdated === undefined ? {} : { outdated: withDot(each.outdated) }),
        } as FormField;
      default:
        return { ...common, label: label(each.label, top) } as FormField;
    }
  };
  // Not an item of that list at that place: nothing of it is written for another.
  return dotted.test(field.key.slice(2)) ? place(field, true) : field;
}
