/* eslint-disable @typescript-eslint/consistent-type-imports -- an ambient module cannot import a relative path, and these modules exist only at build time */
/**
 * The words of the language being built, one module per content file so that each page's chunk
 * carries only what it shows: scripts/build/content-plugin.ts makes these modules. Written by
 * `npm run check` from the content files' list (app/content/schemas/index.ts): not edited by hand.
 */
declare module "virtual:content/site" {
  export const site: import("./schemas/index.ts").SiteContent["site"];
}
declare module "virtual:content/layout" {
  export const layout: import("./schemas/index.ts").SiteContent["layout"];
}
declare module "virtual:content/home" {
  export const home: import("./schemas/index.ts").SiteContent["home"];
}
declare module "virtual:content/about" {
  export const about: import("./schemas/index.ts").SiteContent["about"];
}
declare module "virtual:content/offering" {
  export const offering: import("./schemas/index.ts").SiteContent["offering"];
}
declare module "virtual:content/foundry" {
  export const foundry: import("./schemas/index.ts").SiteContent["foundry"];
}
declare module "virtual:content/metalRecycling" {
  export const metalRecycling: import("./schemas/index.ts").SiteContent["metalRecycling"];
}
declare module "virtual:content/gallery" {
  export const gallery: import("./schemas/index.ts").SiteContent["gallery"];
}
declare module "virtual:content/contact" {
  export const contact: import("./schemas/index.ts").SiteContent["contact"];
}
declare module "virtual:content/contactSent" {
  export const contactSent: import("./schemas/index.ts").SiteContent["contactSent"];
}
declare module "virtual:content/quote" {
  export const quote: import("./schemas/index.ts").SiteContent["quote"];
}
declare module "virtual:content/materials" {
  export const materials: import("./schemas/index.ts").SiteContent["materials"];
}
declare module "virtual:content/articles" {
  export const articles: import("./schemas/index.ts").SiteContent["articles"];
}
declare module "virtual:content/quality" {
  export const quality: import("./schemas/index.ts").SiteContent["quality"];
}
declare module "virtual:content/enquiry" {
  export const enquiry: import("./schemas/index.ts").SiteContent["enquiry"];
}
declare module "virtual:content/privacy" {
  export const privacy: import("./schemas/index.ts").SiteContent["privacy"];
}
declare module "virtual:content/cookies" {
  export const cookies: import("./schemas/index.ts").SiteContent["cookies"];
}
declare module "virtual:content/notFound" {
  export const notFound: import("./schemas/index.ts").SiteContent["notFound"];
}
declare module "virtual:content/serverError" {
  export const serverError: import("./schemas/index.ts").SiteContent["serverError"];
}
declare module "virtual:content/serverAnswers" {
  export const serverAnswers: import("./schemas/index.ts").SiteContent["serverAnswers"];
}
declare module "virtual:content/greetings" {
  export const greetings: import("./schemas/index.ts").SiteContent["greetings"];
}
