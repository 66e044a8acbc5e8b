import { redirect } from "react-router";

// Spec §2: /home is the home page's old address. A permanent redirect keeps links and rankings.
export function loader() {
  return redirect("/", 301);
}
