import { layout } from "virtual:content/layout";
import { site } from "virtual:content/site";
import { thirdPartyNoticesPath } from "../../pages.ts";
import { CurrentYear } from "../ExperienceYears.tsx";
import { Logo } from "../Logo.tsx";
import { Measure } from "../Measure.tsx";
import { Addresses } from "./Addresses.tsx";
import styles from "./SiteFooter.module.css";
import { LinkItems } from "../LinkItems.tsx";
import { SocialLinks } from "./SocialLinks.tsx";

const { footer, units } = layout;

/**
 * What an Italian company must show on its website (civil code art. 2250, VAT decree art. 35):
 * registered name and office, VAT number, company register entry and, where there is one, the
 * share capital actually paid in.
 */
function LegalData() {
  const { company } = site;
  const entries = [
    [footer.legal.registeredOffice, company.registeredOffice],
    [footer.legal.vatNumber, company.vatNumber],
    [footer.legal.companyRegister, company.companyRegister],
    [footer.legal.shareCapital, company.shareCapital],
  ] as const;
  return (
    <dl className={styles.legal}>
      {entries.map(([label, value]) =>
        value ? (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ) : null,
      )}
    </dl>
  );
}

export function SiteFooter() {
  return (
    <footer className={`${styles.footer} on-dark`}>
      <div className={styles.inner}>
        <div className={styles.about}>
          <Logo tone="light" />
          <p>{footer.description}</p>
          <h2 className={styles.heading}>{footer.capacitiesHeading}</h2>
          <ul className={styles.capacities}>
            {footer.capacities.map((capacity) => (
              <li key={capacity.label}>
                <span className={styles.output}>
                  {capacity.approximate && <span className={styles.approx}>{units.approximately} </span>}
                  <Measure measure={capacity.output} hero />
                  <span className={styles.perYear}>{units.perYear}</span>
                </span>
                <span className={styles.what}>
                  <strong>{capacity.label}</strong>{" "}
                  {capacity.min && (
                    <>
                      {units.from} <Measure measure={capacity.min} />{" "}
                    </>
                  )}
                  {units.upTo} <Measure measure={capacity.max} /> {units.perPiece}
                </span>
              </li>
            ))}
          </ul>
        </div>
        <nav className={styles.services} aria-labelledby="footer-services">
          <h2 id="footer-services" className={styles.heading}>
            {footer.servicesHeading}
          </h2>
          <ul>
            <LinkItems links={footer.services} />
          </ul>
          <ul className={styles.proof}>
            <LinkItems links={footer.proof} />
          </ul>
        </nav>
        <div className={styles.offices}>
          <h2 className={styles.heading}>{footer.officesHeading}</h2>
          <Addresses />
        </div>
        <div className={styles.follow}>
          <h2 className={styles.heading}>{footer.followHeading}</h2>
          <SocialLinks />
          <ul className={styles.contact}>
            <li>
              <a href={`tel:${site.phone.tel}`}>{site.phone.display}</a>
            </li>
            {site.emails.map((email) => (
              <li key={email.address}>
                <a href={`mailto:${email.address}`}>{email.address}</a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className={styles.bottom}>
        {/* The name isolated: in Arabic, "S.r.l." keeps its full stop at its end. */}
        <p>
          © <CurrentYear /> <bdi>{site.company.legalName}</bdi> <span>{footer.copyright}</span>
        </p>
        <LegalData />
        <ul className={styles.legalLinks}>
          <LinkItems links={footer.legalLinks} />
          <li>
            {/* A file of the English build that every language shares, not a page. */}
            <a href={thirdPartyNoticesPath} type="text/plain">
              {footer.thirdPartyNotices}
            </a>
          </li>
        </ul>
      </div>
    </footer>
  );
}
