import { quote } from "virtual:content/quote";
import { pageMeta } from "../seo/meta.ts";
import { PageBanner } from "../components/PageBanner.tsx";
import { breadcrumbList } from "../seo/structured-data.ts";
import { enquiryContext } from "../enquiry/context.ts";
import { handOutToken, receiveEnquiry } from "../enquiry/receive.server.ts";
import { validateForm } from "../enquiry/schema.ts";
import type { Route } from "./+types/quote";
import { QuoteForm } from "./quote/QuoteForm.tsx";
import { quoteMessages } from "./quote/quote-form.ts";

export const meta = () =>
  pageMeta("/quote", quote.meta, { structuredData: [breadcrumbList(quote.banner.breadcrumbs)] });

/** The visitor's anti-forgery token (receive.server.ts's handOutToken). */
export const loader = (args: Route.LoaderArgs) => handOutToken(args);

/** A valid request is committed with its drawings, then answered 303 to /contact/sent. */
export function action({ request, context }: Route.ActionArgs) {
  return receiveEnquiry(request, context.get(enquiryContext), {
    form: "quote",
    validate: (values, drawings) => validateForm("quote", values, quoteMessages, { drawings }),
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
