import { site } from "virtual:content/site";
import { motion } from "../content/motion.ts";
import { experienceYears } from "../format/experience.ts";
import { useNow } from "./useNow.ts";

/** The company's years of experience, growing each year without a rebuild. */
export function ExperienceYears() {
  return <>{experienceYears(site.experience, motion.experienceStepMs, useNow())}</>;
}

export function CurrentYear() {
  return <>{new Date(useNow()).getUTCFullYear()}</>;
}
