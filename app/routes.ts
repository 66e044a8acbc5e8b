import { index, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("home", "routes/home-redirect.ts"),
  route("about", "routes/about.tsx"),
  route("offering", "routes/offering.tsx"),
  route("foundry", "routes/foundry.tsx"),
  route("metal-recycling", "routes/metal-recycling.tsx"),
  route("gallery", "routes/gallery.tsx"),
  route("contact", "routes/contact.tsx"),
  route("contact/sent", "routes/contact-sent.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
