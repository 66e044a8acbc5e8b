import { quote } from "virtual:content/quote";
import { pageMeta } from "../components/meta.ts";
import { PageBanner } from "../components/PageBanner.tsx";
import { breadcrumbList } from "../components/structured-data.ts";
import { enquiryContext } from "../enquiry/context.ts";
import { tokenPlaceholder } from "../enquiry/guards.server.ts";
import { handOutToken, receiveEnquiry } from "../enquiry/receive.server.ts";
import { validateForm } from "../enquiry/schema.ts";
import type { Route } from "./+types/quote";
import { QuoteForm, quoteMessages, quoteSubject } from "./quote/QuoteForm.tsx";

export const meta = () =>
  pageMeta("/quote", quote.meta, { structuredData: [breadcrumbList(quote.banner.breadcrumbs)] });

/** As the contact page: prerendered with a placeholder the server swaps for each visitor's token. */
export function loader({ request, context }: Route.LoaderArgs) {
  let enquiry;
  try {
    enquiry = context.get(enquiryContext);
  } catch {
    return { xsrf: tokenPlaceholder };
  }
  return handOutToken(request, enquiry);
}

/** A valid request is committed with its drawings, then answered 303 to /contact/sent. */
export function action({ request, context }: Route.ActionArgs) {
  return receiveEnquiry(request, context.get(enquiryContext), {
    form: "quote",
    validate: (values, drawings) => validateForm("quote", values, quoteMessages, { drawings }),
    subject: quoteSubject,
  });
}

export default function Quote({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageBanner title={quote.banner.title} breadcrumbs={quote.banner.breadcrumbs} />
      <QuoteForm result={actionData} xsrf={actionData?.xsrf ?? loaderData.xsrf} />
    </>
  );
}
