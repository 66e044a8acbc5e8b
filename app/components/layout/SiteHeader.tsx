import { layout } from "virtual:content/layout";
import { site } from "virtual:content/site";
import { useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { utcOffsetsOf } from "../../format/time-zone.ts";
import { locale } from "../../locale.ts";
import { ClockIcon, MailIcon, MenuIcon, PhoneIcon } from "../icons.tsx";
import { Logo } from "../Logo.tsx";
import { LanguageSwitch } from "./LanguageSwitch.tsx";
import { pagePath } from "./page-path.ts";
import styles from "./SiteHeader.module.css";
import { SocialLinks } from "./SocialLinks.tsx";

export function SiteHeader() {
  return (
    <header className={styles.header}>
      <TopBar />
      <div className={styles.main}>
        <Logo />
        <MainMenu />
      </div>
    </header>
  );
}

/**
 * A phone number or an address, left to right in every language ("+39 …", not "… 39+"), while the
 * icon before it keeps to the start side (global.css isolates the links that have no icon).
 */
const leftToRight = (text: string) => (locale.dir === "rtl" ? <span dir="ltr">{text}</span> : text);

/** "UTC+1/UTC+2": the opening hours' zone in winter and in summer. */
const hoursOffsets = utcOffsetsOf(site.hours.timeZone).join("/");

function TopBar() {
  const [email] = site.emails;
  return (
    <div className={styles.topBar}>
      <div className={styles.topInner}>
        <p className={styles.tagline}>{site.tagline}</p>
        <ul className={styles.facts}>
          <li className={styles.hours}>
            <ClockIcon />
            <span className="visually-hidden">{layout.topBar.hoursLabel} </span>
            {/* With its zone, as offsets from UTC: a buyer abroad must tell when to call. The
                words of the zone are on the contact page; here they would push the language
                switch to a row of its own. */}
            <span>
              {site.openingHours} <span title={site.openingHoursZone}>({hoursOffsets})</span>
            </span>
          </li>
          <li>
            <a href={`tel:${site.phone.tel}`}>
              <PhoneIcon />
              <span className="visually-hidden">{layout.topBar.phoneLabel} </span>
              {leftToRight(site.phone.display)}
            </a>
          </li>
          {email && (
            <li className={styles.email}>
              <a href={`mailto:${email.address}`}>
                <MailIcon />
                <span className="visually-hidden">{layout.topBar.emailLabel} </span>
                {leftToRight(email.address)}
              </a>
            </li>
          )}
          <li className={styles.social}>
            <SocialLinks />
          </li>
          <li className={styles.rfq}>
            <Link to={layout.requestQuoteLink.to}>{layout.requestQuoteLink.label}</Link>
          </li>
        </ul>
        <LanguageSwitch />
      </div>
    </div>
  );
}

/** The menu list's id: the no-script toggle opens it as the URL's #fragment. */
const menuId = "site-menu";

/**
 * Below the breakpoint the menu folds behind a burger button. Without JavaScript (the `data-js`
 * flag on <html> is absent) a link takes the button's place and opens the list as the URL's
 * target, so the header has the same shape either way and no visitor is locked out.
 */
function MainMenu() {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  const currentPath = pagePath(location.pathname);

  // A navigation (a menu link, back, forward) closes the menu: adjusted while rendering, as React
  // recommends for state that follows a prop, rather than in an effect.
  const [openedAt, setOpenedAt] = useState(location.key);
  if (openedAt !== location.key) {
    setOpenedAt(location.key);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  return (
    <nav className={styles.nav} aria-label={layout.menu.label} data-open={open}>
      <button
        ref={toggleRef}
        type="button"
        className={styles.burger}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        <MenuIcon open={open} />
        <span className="visually-hidden">{open ? layout.menu.closeLabel : layout.menu.openLabel}</span>
      </button>
      <a href={`#${menuId}`} className={styles.noScriptToggle}>
        <MenuIcon open={false} />
        <span className="visually-hidden">{layout.menu.openLabel}</span>
      </a>
      <ul id={menuId} className={styles.menu}>
        {layout.menu.items.map((item) => (
          <li key={item.to}>
            <Link
              to={item.to}
              className={styles.menuLink}
              aria-current={currentPath === item.to ? "page" : undefined}
            >
              {item.label}
            </Link>
          </li>
        ))}
        <li className={styles.noScriptClose}>
          <a href="#">{layout.menu.closeLabel}</a>
        </li>
      </ul>
      <Link to={layout.quoteLink.to} className={styles.quote}>
        {layout.quoteLink.label}
      </Link>
    </nav>
  );
}
