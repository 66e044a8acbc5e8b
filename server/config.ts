import { z } from "zod";

/** Every setting the server reads, parsed once at start; nothing else reads process.env. */
const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default("127.0.0.1"),
  // Same variable and default as react-router.config.ts; relative to the project root.
  BUILD_DIR: z.string().min(1).default("build"),
});

export type Config = z.infer<typeof configSchema>;

export function parseConfig(env: NodeJS.ProcessEnv): Config {
  const result = configSchema.safeParse(env);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
  throw new Error(`Invalid configuration:\n  ${problems.join("\n  ")}`);
}
