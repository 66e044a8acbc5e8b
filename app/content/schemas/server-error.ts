import { z } from "zod";
import { text } from "./common.ts";

export const serverErrorSchema = z.strictObject({
  title: text,
  heading: text,
  body: text,
  phoneLabel: text,
  emailLabel: text,
  homeLabel: text,
});

export type ServerError = z.output<typeof serverErrorSchema>;
